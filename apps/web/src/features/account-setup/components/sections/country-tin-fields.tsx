// The follow-ups of a tax residency outside Australia, in both tax forms: the country (of residence,
// or of a foreign entity) and the TIN there, digits only.
import { TIN_MAX_DIGITS, taxTexts } from '@portal/contracts/api/tax';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { CountryField } from '@/shared/forms/country-fields';
import { FormTextField } from '@/shared/forms/form-text-field';

type TProps<T extends FieldValues> = {
  control: Control<T>;
  /** The field of the country's id and its label. */
  country: { name: Path<T>; label: string };
};

export const CountryAndTinFields = <T extends FieldValues & { tin?: string | null }>({
  control,
  country,
}: TProps<T>) => (
  <>
    <CountryField control={control} name={country.name} label={country.label} />
    <FormTextField
      control={control}
      name={'tin' as Path<T>}
      label={taxTexts.tin}
      inputMode="numeric"
      maxLength={TIN_MAX_DIGITS}
    />
  </>
);
