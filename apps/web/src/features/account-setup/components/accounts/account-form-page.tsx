// /accounts/{accountId}/forms/{form}/ and the upload pages /account-setup/apply-now/{form}/{accountId}/
// (spec section 2): one section form of an account in edit mode; once saved, back to the redirect_url
// query (a path of this site only) or to the previous page; Cancel goes there without saving.
import Paper from '@mui/material/Paper';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useAccount } from '@/features/account-setup/api/get-account';
import { accountsKey } from '@/shared/application-sections/account-keys';
import { SectionCancelContext } from '@/shared/application-sections/section-actions';
import { PATHS } from '@/shared/lib/paths';
import { toSafeInternalPath } from '@/shared/lib/safe-path';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { formForSlug } from '../section-forms';

export const AccountFormPage = ({ form }: { form?: string }) => {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = Number(params.accountId);
  const account = useAccount(Number.isInteger(id) && id > 0 ? id : null);
  if (!account.data) return <PageSpinner />;
  const Form = formForSlug(form ?? params.form ?? '', account.data);
  if (!Form) return <Navigate to={PATHS.notFound} replace />;
  const redirectUrl = toSafeInternalPath(search.get('redirect_url'));
  const leave = () => (redirectUrl ? navigate(redirectUrl) : navigate(-1));
  const handleDone = async () => {
    await queryClient.invalidateQueries({ queryKey: accountsKey });
    leave();
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 860, mx: 'auto' }}>
      <SectionCancelContext value={leave}>
        <Suspense fallback={<PageSpinner />}>
          <Form accountId={account.data.id} mode="edit" onDone={handleDone} />
        </Suspense>
      </SectionCancelContext>
    </Paper>
  );
};
