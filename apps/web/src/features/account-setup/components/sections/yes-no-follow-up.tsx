// A yes/no question whose follow-up fields show for one answer only: the settlor's name of a trust
// settled with $10,000 or more, the nature of a primary activity other than investing, the country
// and TIN of a tax resident elsewhere. Follow-ups the answer hides are sent blank, so no stale value
// stays on file (spec section 5).
import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useWatch } from 'react-hook-form';
import { YesNoField } from '@/shared/forms/form-fields';

/** A question of a form whose values are `T`: its follow-ups' blanks are values of those fields. */
export type TFollowUp<T extends object = Record<string, unknown>> = {
  /** The yes/no field. */
  question: keyof T & string;
  /** The answer that shows the follow-ups. */
  shownOn: boolean;
  /** Each follow-up field with the value it is sent as while hidden. */
  blanks: Readonly<Partial<T>>;
};

export const YesNoFollowUp = <T extends FieldValues>({
  control,
  label,
  followUp,
  children,
}: {
  control: Control<T>;
  /** The question, also the radiogroup's accessible name. */
  label: string;
  followUp: TFollowUp;
  /** The follow-up fields. */
  children: ReactNode;
}) => {
  const name = followUp.question as FieldPath<T>;
  const answer = useWatch({ control, name });
  return (
    <>
      <YesNoField control={control} name={name} label={label} />
      {answer === followUp.shownOn ? children : null}
    </>
  );
};

/** The form's values as sent: the follow-ups of each question answered the other way are blanked. */
export const blankHiddenFollowUps = <T extends object>(
  values: T,
  followUps: readonly TFollowUp<NoInfer<T>>[],
): T => {
  const sent = { ...values };
  for (const { question, shownOn, blanks } of followUps) {
    if (values[question] !== shownOn) Object.assign(sent, blanks);
  }
  return sent;
};
