// The IPS wizard (spec 001 sections 2 and 4): booklet, asset allocation, customisation, gearing, done.
// As the ongoing_ips step of an application and on /accounts/{id}/forms/ips-ima it runs every step
// (resuming where the draft got to); the detail pages of one step show that step alone. An IPS that may
// not change now (awaiting signature, in review) shows read-only.
import Alert from '@mui/material/Alert';
import { docusignRedirectPath } from '@portal/contracts/api/esign';
import type { TIps, TIpsWizardStep } from '@portal/contracts/api/ips';
import { ipsTexts } from '@portal/contracts/api/ips';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { accountsKey } from '@/shared/application-sections/account-keys';
import type { TSectionFormProps } from '@/shared/application-sections/section-form-props';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { ipsKey } from '../api/ips-keys';
import { useSendIpsForSignature } from '../api/send-ips-for-signature';
import { useIpsStart } from '../api/start-ips';
import { AllocationStep } from './allocation-step';
import { BookletStep } from './booklet-step';
import { CustomisationStep } from './customisation-step';
import { GearingStep } from './gearing-step';
import { firstErrorMessage } from './ips-account-section';
import { IpsReadOnly } from './ips-read-only';
import type { TIpsStepProps } from './ips-step-props';

export type TIpsStep = Exclude<TIpsWizardStep, 'done'>;
const ORDER: TIpsStep[] = ['booklet', 'asset_allocation', 'customisation', 'gearing'];

/** Where a draft resumes: the first step not yet answered (a finished one is reviewed from the start). */
const resumeAt = (ips: TIps): TIpsStep => (ips.wizard_step === 'done' ? 'booklet' : ips.wizard_step);

export const IpsWizard = ({ accountId, mode, onDone, only }: TSectionFormProps & { only?: TIpsStep }) => {
  const start = useIpsStart(accountId);
  if (start.isError) return <Alert severity="error">{ipsTexts.notEditable}</Alert>;
  if (!start.data) return <PageSpinner />;
  // The server refuses every change to it now: no form, only what it says and why.
  if (!start.data.can_edit) return <IpsReadOnly ips={start.data} only={only} />;
  return <IpsSteps ips={start.data} accountId={accountId} mode={mode} onDone={onDone} only={only} />;
};

const IpsSteps = ({ ips, mode, onDone, only }: TSectionFormProps & { ips: TIps; only?: TIpsStep }) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const sendForSignature = useSendIpsForSignature();
  const [step, setStep] = useState<TIpsStep>(only ?? resumeAt(ips));
  const [failure, setFailure] = useState<string | null>(null);
  const last = only !== undefined || step === 'gearing';
  // An active account's IPS is signed on its own: the whole wizard ends by sending it for signature.
  const signsAtEnd = ips.signed_on_its_own && only === undefined;
  const submitLabel = last
    ? signsAtEnd
      ? ipsTexts.submitAndSign
      : mode === 'edit'
        ? 'Save'
        : ipsTexts.submit
    : 'Next';
  const next = async () => {
    await queryClient.invalidateQueries({ queryKey: ipsKey });
    if (!last) {
      setStep(ORDER[ORDER.indexOf(step) + 1]!);
      return;
    }
    if (signsAtEnd) {
      try {
        const sent = await sendForSignature.mutateAsync(ips.id);
        if (sent.next === 'sign') {
          navigate(docusignRedirectPath(ips.account, sent.change_request));
          return;
        }
      } catch (error) {
        setFailure(firstErrorMessage(error));
        return;
      }
    }
    await queryClient.invalidateQueries({ queryKey: accountsKey });
    onDone();
  };
  const props: TIpsStepProps = { ips, submitLabel, onNext: () => void next() };
  const body = (() => {
    switch (step) {
      case 'booklet':
        return <BookletStep {...props} />;
      case 'asset_allocation':
        return <AllocationStep {...props} />;
      case 'customisation':
        return <CustomisationStep {...props} />;
      default:
        return <GearingStep {...props} />;
    }
  })();
  return (
    <>
      {failure ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      ) : null}
      {body}
    </>
  );
};

export const AllocationDetailsForm = (props: TSectionFormProps) => (
  <IpsWizard {...props} only="asset_allocation" />
);
export const CustomisationDetailsForm = (props: TSectionFormProps) => (
  <IpsWizard {...props} only="customisation" />
);
export const GearingDetailsForm = (props: TSectionFormProps) => <IpsWizard {...props} only="gearing" />;
