// /account-setup/apply-now/ and /account-setup/create-new-account/ (spec section 2): the account details
// step, then the fill-in-missing-details steps of the account, then the summary. `?account=` resumes an
// application at its missing details.
import type { TUnfilledField } from '@portal/contracts/api/onboarding';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useApplyNowAccounts } from '@/features/account-setup/api/get-apply-now-accounts';
import { AccountDetailsStep } from './account-details-step';
import { FillInHost } from './fill-in-host';
import { WizardFrame } from './wizard-frame';

export const summaryPath = (accountId: number) => `/account-setup/summary/?account=${accountId}`;

export const ApplicationWizardPage = () => {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const resume = Number(params.get('account'));
  const accountId = Number.isInteger(resume) && resume > 0 ? resume : null;
  // The account goes into the address, so a reload resumes at its missing details.
  const continueWith = (id: number) => navigate(`${pathname}?account=${id}`, { replace: true });
  const entries = useApplyNowAccounts(accountId === null).data ?? [];
  // A user who came with an invitation is still answering it until the account exists.
  const invited = entries.some((entry) => entry.id === null || entry.is_fake_creation_case);
  // The title follows the section: the portfolio details and the IPS have titles of their own.
  const [section, setSection] = useState<TUnfilledField | null>(null);
  const stage =
    section === 'portfolio_application' ? 'portfolio' : section === 'ongoing_ips' ? 'ips' : 'application';

  if (accountId === null)
    return (
      <WizardFrame stage={invited ? 'invitation' : 'application'} step={0}>
        <AccountDetailsStep
          onAccountReady={(account) => continueWith(account.id)}
          onExistingSelected={(id) => navigate(`/accounts/${id}/`)}
        />
      </WizardFrame>
    );
  return (
    <WizardFrame stage={stage} step={1}>
      <FillInHost
        onSection={setSection}
        key={accountId}
        accountId={accountId}
        onFinished={() => navigate(summaryPath(accountId), { replace: true })}
        onProductsNeeded={() =>
          navigate(`/account-setup/apply-now/create-product-details/${accountId}/`, { replace: true })
        }
      />
    </WizardFrame>
  );
};
