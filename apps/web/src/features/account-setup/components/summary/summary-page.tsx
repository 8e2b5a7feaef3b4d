// /account-setup/summary/ (spec sections 2, 4, 5): every section of the application with its 'Missing
// details' tag and edit pencil, the initiator for a primary user who did not start it, the six
// acknowledgements and 'Finalise and submit your application'; then the success screen.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TAccount, TSubmitApplicationResponse } from '@portal/contracts/api/account-setup';
import { APPLICATION_ACKNOWLEDGEMENT_TEXTS } from '@portal/contracts/api/change-requests';
import { docusignRedirectPath } from '@portal/contracts/api/esign';
import { onboardingTexts } from '@portal/contracts/api/onboarding';
import {
  ACKNOWLEDGEMENT_KEYS,
  type TAcknowledgementKey,
  type TAcknowledgementsForm,
  zAcknowledgementsForm,
} from '@portal/contracts/forms/account-setup';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { useAccount } from '@/features/account-setup/api/get-account';
import { useSubmitApplication } from '@/features/account-setup/api/submit-application';
import { applyServerErrors } from '@/shared/forms/apply-server-errors';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';
import { CheckboxField } from '@/shared/forms/form-fields';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { toast } from '@/shared/toast/toast-store';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { summaryPath } from '../wizard/application-wizard-page';
import { WizardFrame } from '../wizard/wizard-frame';
import { AccountSections } from './account-sections';
import { useAccountParam } from './use-account-param';

/** The acknowledgements' wording (ours: the spec names the six without their text; the signed PDF repeats it). */
export const ACKNOWLEDGEMENT_LABELS: Record<TAcknowledgementKey, string> = APPLICATION_ACKNOWLEDGEMENT_TEXTS;

export const SUMMARY_TEXTS = {
  heading: 'Summary',
  saveAsDraft: 'Save as draft',
  savedAsDraft: 'Your application has been saved. You can complete it later from Accounts.',
  exitLater:
    'You can exit the application at any time: your details are saved as you go, and you can complete it later from Accounts.',
  missing:
    "Some details are still missing. Please complete the sections marked 'Missing details' before you submit.",
  continueApplication: 'Continue application',
  startedBy: (name: string) => `This application was started for you by ${name}.`,
  submittedAlready: 'This application has been submitted.',
  successHeading: 'Thank you',
  membersAsked: 'We have asked the other members of the account to review and accept the application.',
} as const;

const NO_TICKS = Object.fromEntries(
  ACKNOWLEDGEMENT_KEYS.map((key) => [key, false]),
) as unknown as TAcknowledgementsForm;

export const SummaryPage = () => {
  const accountId = useAccountParam();
  const account = useAccount(accountId ?? null);
  const [submitted, setSubmitted] = useState<TSubmitApplicationResponse | null>(null);
  const [submitting, setSubmitting] = useState(false);
  if (accountId === null) return <Navigate to="/accounts/" replace />;
  if (!account.data) return <PageSpinner />;
  if (!account.data.is_primary)
    return <Navigate to={`/account-setup/secondary-summary/?account=${accountId}`} replace />;
  if (submitted) return <SuccessScreen account={account.data} result={submitted} />;
  return (
    <WizardFrame stage={submitting ? 'submitting' : 'application'} step={2}>
      <Typography variant="h2" sx={{ mb: 2 }}>
        {SUMMARY_TEXTS.heading}
      </Typography>
      {account.data.initiator ? <Initiator initiator={account.data.initiator} /> : null}
      <AccountSections account={account.data} redirectUrl={summaryPath(account.data.id)} />
      {account.data.can_edit_details ? (
        <Acknowledgements account={account.data} onSubmitting={setSubmitting} onSubmitted={setSubmitted} />
      ) : (
        <Alert severity="info">{SUMMARY_TEXTS.submittedAlready}</Alert>
      )}
    </WizardFrame>
  );
};

const Initiator = ({ initiator }: { initiator: NonNullable<TAccount['initiator']> }) => (
  <Alert severity="info" sx={{ mb: 2 }}>
    {SUMMARY_TEXTS.startedBy(initiator.name)}
    <Box component="span" sx={{ display: 'block' }}>
      Email: {initiator.email}
    </Box>
    <Box component="span" sx={{ display: 'block' }}>
      Mobile: {initiator.mobile}
    </Box>
  </Alert>
);

const Acknowledgements = ({
  account,
  onSubmitting,
  onSubmitted,
}: {
  account: TAccount;
  onSubmitting: (busy: boolean) => void;
  onSubmitted: (result: TSubmitApplicationResponse) => void;
}) => {
  const navigate = useNavigate();
  const submit = useSubmitApplication();
  const { control, handleSubmit, setError, formState } = useZodForm(zAcknowledgementsForm, NO_TICKS);
  const ticks = useWatch({ control });
  const allTicked = ACKNOWLEDGEMENT_KEYS.every((key) => ticks[key] === true);
  const missing = account.extra_application_info.data.unfilled_fields.length > 0;

  const handleSubmitApplication = async (values: TAcknowledgementsForm) => {
    onSubmitting(true);
    try {
      const result = await submit.mutateAsync({ id: account.id, body: values });
      // The primary user signs the application next (spec section 7: apply, then the redirect screen).
      if (result.next === 'sign' && result.change_request !== null)
        navigate(docusignRedirectPath(account.id, result.change_request));
      else onSubmitted(result);
    } catch (error) {
      applyServerErrors(error, setError, ACKNOWLEDGEMENT_KEYS);
    } finally {
      onSubmitting(false);
    }
  };
  const handleDraft = () => {
    toast.success(SUMMARY_TEXTS.savedAsDraft);
    navigate('/accounts/');
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(handleSubmitApplication)} sx={{ mt: 3 }}>
      {missing ? (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => navigate(`/account-setup/apply-now/?account=${account.id}`)}
            >
              {SUMMARY_TEXTS.continueApplication}
            </Button>
          }
        >
          {SUMMARY_TEXTS.missing}
        </Alert>
      ) : null}
      <FormErrorAlert message={formState.errors.root?.server?.message} />
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        {ACKNOWLEDGEMENT_KEYS.map((key) => (
          <CheckboxField key={key} control={control} name={key} label={ACKNOWLEDGEMENT_LABELS[key]} />
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'flex-end', mt: 3 }}>
        <Button variant="outlined" size="large" onClick={handleDraft}>
          {SUMMARY_TEXTS.saveAsDraft}
        </Button>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!allTicked || missing || formState.isSubmitting}
        >
          {onboardingTexts.finaliseAndSubmit}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        {SUMMARY_TEXTS.exitLater}
      </Typography>
    </Box>
  );
};

/** Success and processing (spec section 2): 'Ok' leads to the account. */
const SuccessScreen = ({ account, result }: { account: TAccount; result: TSubmitApplicationResponse }) => {
  const navigate = useNavigate();
  return (
    <WizardFrame stage="submitting" step={2}>
      <Typography variant="h2" sx={{ mb: 2 }}>
        {SUMMARY_TEXTS.successHeading}
      </Typography>
      <Typography sx={{ mb: 1 }}>{result.detail}</Typography>
      {result.status === 'awaiting_secondary_users' ? (
        <Typography sx={{ mb: 1 }}>{SUMMARY_TEXTS.membersAsked}</Typography>
      ) : null}
      <Typography sx={{ mb: 3 }}>{onboardingTexts.processingTime}</Typography>
      <Button variant="contained" size="large" onClick={() => navigate(`/accounts/${account.id}/`)}>
        Ok
      </Button>
    </WizardFrame>
  );
};
