// The follow-ups of a tax residency outside Australia, in both tax forms: the country (of residence,
// or of a foreign entity) and the TIN there, digits only.
import { TIN_MAX_DIGITS, taxTexts } from '@portal/contracts/api/tax';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { SelectField, type TOption } from '@/shared/forms/form-fields';
import { FormTextField } from '@/shared/forms/form-text-field';

type TProps<T extends FieldValues> = {
  control: Control<T>;
  /** The field of the country's id and its label. */
  country: { name: Path<T>; label: string };
  /** Loaded with the form, so the list is there when the question is answered. */
  countries: readonly TOption[];
};

export const CountryAndTinFields = <T extends FieldValues & { tin?: string | null }>({
  control,
  country,
  countries,
}: TProps<T>) => (
  <>
    <SelectField control={control} name={country.name} label={country.label} options={countries} />
    <FormTextField
      control={control}
      name={'tin' as Path<T>}
      label={taxTexts.tin}
      inputMode="numeric"
      maxLength={TIN_MAX_DIGITS}
    />
  </>
);
