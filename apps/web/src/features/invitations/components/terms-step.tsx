import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TInvite } from '@portal/contracts/api/invitations';
import { onboardingTexts } from '@portal/contracts/api/onboarding';
import { TERMS_BY_PRODUCT, type TTermsForm, zTermsForm } from '@portal/contracts/forms/invitations';
import { lazy, Suspense, useState } from 'react';
import { applyServerErrors } from '@/shared/forms/apply-server-errors';
import { FormActions } from '@/shared/forms/form-actions';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';
import { CheckboxField } from '@/shared/forms/form-fields';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { InvitationCard } from './invitation-card';

const FlatPageDialog = lazy(() =>
  import('@/shared/ui/flat-page-dialog').then((module) => ({ default: module.FlatPageDialog })),
);

export type TTermsStepProps = {
  invite: TInvite;
  /** Accepts the terms and reads the invite again, which moves the screen on. */
  accept: (values: TTermsForm) => Promise<unknown>;
};

/** Welcome: the application's agreement and the product's terms boxes (spec section 2, terms gate). */
export const TermsStep = ({ invite, accept }: TTermsStepProps) => {
  const product = invite.application.product_key;
  const terms = TERMS_BY_PRODUCT[product];
  const [agreementOpen, setAgreementOpen] = useState(false);
  const { control, handleSubmit, setError, formState } = useZodForm(
    zTermsForm(product),
    Object.fromEntries(terms.map((term) => [term.name, false])),
  );
  const intro =
    invite.type === 'secondary'
      ? `${invite.primary_user_full_name} has invited you to join the application for ${invite.account ?? 'an account'} with ${invite.application.name}.`
      : `You have been invited to apply for an account with ${invite.application.name}.`;

  const handleAccept = async (values: TTermsForm) => {
    try {
      await accept(values);
    } catch (error) {
      applyServerErrors(
        error,
        setError,
        terms.map((term) => term.name),
      );
    }
  };

  return (
    <InvitationCard title="Welcome">
      <Typography sx={{ mb: 2 }}>{intro}</Typography>
      {invite.agreement ? (
        <Box component="form" noValidate onSubmit={handleSubmit(handleAccept)} aria-label="Terms">
          <Typography sx={{ mb: 1 }}>
            Please read the{' '}
            <Link component="button" type="button" onClick={() => setAgreementOpen(true)}>
              {invite.agreement.title}
            </Link>{' '}
            and confirm:
          </Typography>
          <FormErrorAlert message={formState.errors.root?.server?.message} />
          <Box sx={{ display: 'flex', flexDirection: 'column' }}>
            {terms.map((term) => (
              <CheckboxField key={term.name} control={control} name={term.name} label={term.label} />
            ))}
          </Box>
          <FormActions submitLabel="Continue" disabled={!formState.isValid || formState.isSubmitting} />
          {agreementOpen ? (
            <Suspense fallback={null}>
              <FlatPageDialog
                slug={invite.agreement.slug}
                fallbackTitle={invite.agreement.title}
                onClose={() => setAgreementOpen(false)}
              />
            </Suspense>
          ) : null}
        </Box>
      ) : (
        <Alert severity="warning">{onboardingTexts.agreementNotFound}</Alert>
      )}
    </InvitationCard>
  );
};
