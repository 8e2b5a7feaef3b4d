// Whether investing is the primary activity, and if not its nature (at most 30 characters): asked of
// a company or corporate trustee and of a trust (spec sections 2, 3).
import { ENTITY_TEXT_MAX, entityTexts } from '@portal/contracts/api/entity-details';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '@/shared/forms/form-text-field';
import { type TFollowUp, YesNoFollowUp } from './yes-no-follow-up';

type TPrimaryActivityValues = { is_investing_primary_activity?: boolean; nature_of_activity?: string | null };

export const PRIMARY_ACTIVITY: TFollowUp<TPrimaryActivityValues> = {
  question: 'is_investing_primary_activity',
  shownOn: false,
  blanks: { nature_of_activity: '' },
};

export const PrimaryActivityFields = <T extends FieldValues & TPrimaryActivityValues>({
  control,
}: {
  control: Control<T>;
}) => (
  <YesNoFollowUp control={control} label={entityTexts.isInvestingPrimaryActivity} followUp={PRIMARY_ACTIVITY}>
    <FormTextField
      control={control}
      name={'nature_of_activity' as Path<T>}
      label={entityTexts.natureOfActivity}
      maxLength={ENTITY_TEXT_MAX}
    />
  </YesNoFollowUp>
);
