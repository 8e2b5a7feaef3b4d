// Gearing (spec 001 sections 2 and 5): 'Do you want to include gearing?'; yes asks for the lower and
// upper target loan balance, no clears both.
import { ipsTexts, zGearingForm } from '@portal/contracts/api/ips';
import { useWatch } from 'react-hook-form';
import { applyServerErrors } from '@/shared/forms/apply-server-errors';
import { YesNoField } from '@/shared/forms/form-fields';
import { MoneyTextField } from '@/shared/forms/masked-text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { useUpdateIps } from '../api/update-ips';
import { IpsStepFrame } from './ips-step-frame';
import type { TIpsStepProps } from './ips-step-props';

const FIELDS = ['has_gearing', 'target_loan_balance_min', 'target_loan_balance_max'] as const;

export const GearingStep = ({ ips, submitLabel, onNext }: TIpsStepProps) => {
  const { control, handleSubmit, setValue, setError, formState } = useZodForm(zGearingForm, {
    has_gearing: ips.has_gearing ?? undefined,
    target_loan_balance_min: ips.target_loan_balance_min ?? '',
    target_loan_balance_max: ips.target_loan_balance_max ?? '',
  });
  const updateIps = useUpdateIps();
  const geared = useWatch({ control, name: 'has_gearing' }) === true;
  const save = handleSubmit(async (values) => {
    try {
      await updateIps.mutateAsync({
        id: ips.id,
        body: {
          has_gearing: values.has_gearing,
          target_loan_balance_min: values.has_gearing ? values.target_loan_balance_min : null,
          target_loan_balance_max: values.has_gearing ? values.target_loan_balance_max : null,
        },
      });
      onNext();
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
    }
  });
  return (
    <IpsStepFrame
      title={ipsTexts.gearingTitle}
      onSubmit={save}
      error={formState.errors.root?.server?.message}
      submitLabel={submitLabel}
      disabled={!formState.isValid || formState.isSubmitting}
    >
      <YesNoField
        control={control}
        name="has_gearing"
        label={ipsTexts.gearingQuestion}
        onPicked={(yes) => {
          if (!yes) {
            // Choosing no clears both balances.
            setValue('target_loan_balance_min', '', { shouldValidate: true });
            setValue('target_loan_balance_max', '', { shouldValidate: true });
          }
        }}
      />
      {geared ? (
        <>
          <MoneyTextField
            control={control}
            name="target_loan_balance_min"
            label={`${ipsTexts.lowerTargetLoanBalance} ($)`}
          />
          <MoneyTextField
            control={control}
            name="target_loan_balance_max"
            label={`${ipsTexts.upperTargetLoanBalance} ($)`}
          />
        </>
      ) : null}
    </IpsStepFrame>
  );
};
