// The TFN block of both tax forms: the number (masked when one is on file: an empty field keeps it, a
// new one replaces it), 'I don't have a TFN' (ticking clears and locks the field) and the notice that
// declining to quote a TFN is not an offence (Privacy (Tax File Number) Rule 2015).
import Alert from '@mui/material/Alert';
import { taxTexts } from '@portal/contracts/api/tax';
import {
  type Control,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormSetValue,
  useWatch,
} from 'react-hook-form';
import { CheckboxField } from '@/shared/forms/form-fields';
import { PatternTextField } from '@/shared/forms/masked-text-field';

type TTfnValues = { tfn?: string | null; has_not_tfn?: boolean };

type TProps<T extends FieldValues & TTfnValues> = {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
  /** The masked TFN on file ('******782'), or null. */
  masked: string | null;
};

export const TfnFields = <T extends FieldValues & TTfnValues>({ control, setValue, masked }: TProps<T>) => {
  const hasNotTfn = useWatch({ control, name: 'has_not_tfn' as Path<T> }) === true;
  return (
    <>
      <Alert severity="info" sx={{ mt: 2 }}>
        {taxTexts.tfnNotice}
      </Alert>
      <PatternTextField
        control={control}
        name={'tfn' as Path<T>}
        label={taxTexts.tfn}
        kind="tfn"
        autoComplete="off"
        disabled={hasNotTfn}
        helperText={masked && !hasNotTfn ? taxTexts.tfnOnFile(masked) : undefined}
      />
      <CheckboxField
        control={control}
        name={'has_not_tfn' as Path<T>}
        label={taxTexts.noTfn}
        onPicked={(checked) => {
          if (checked)
            setValue('tfn' as Path<T>, '' as PathValue<T, Path<T>>, {
              shouldValidate: true,
              shouldDirty: true,
            });
        }}
      />
    </>
  );
};
