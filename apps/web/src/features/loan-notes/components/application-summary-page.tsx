// /loan-note-application-summary/ (content not shown by the spec): the loan-note application's
// products, amounts, interest options and bank account are part of the application summary, which the
// members review and sign; this path opens it for the same account (?account=, else the selected one).
import { Navigate, useLocation } from 'react-router';

export const LoanNoteApplicationSummaryPage = () => {
  const { search } = useLocation();
  return <Navigate to={`/account-setup/summary/${search}`} replace />;
};
