// Corporate tax (spec sections 2, 3, 5): TFN or 'I don't have a TFN', the ABN of a trust or a company
// (an SMSF gave its ABN with the account), foreign entity with its country and TIN, and the category,
// each with a tooltip that explains it.
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Tooltip from '@mui/material/Tooltip';
import type { TAccount } from '@portal/contracts/api/account-setup';
import {
  type TCorporateTax,
  type TCorporateTaxCategory,
  TIN_MAX_DIGITS,
  taxTexts,
  zCorporateTaxForm,
} from '@portal/contracts/api/tax';
import { useId } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues, useWatch } from 'react-hook-form';
import { corporateTaxQuery, useCorporateTax } from '@/features/account-setup/api/corporate-tax';
import { useCorporateTaxCategories } from '@/features/account-setup/api/corporate-tax-categories';
import { useAccount } from '@/features/account-setup/api/get-account';
import { saveCorporateTax } from '@/features/account-setup/api/save-corporate-tax';
import { useCountries } from '@/shared/api/countries';
import { SelectField, YesNoField } from '@/shared/forms/form-fields';
import { FormTextField } from '@/shared/forms/form-text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { InfoIcon } from '@/shared/ui/icons';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { SectionFormFrame, useSectionSave } from './section-form';
import type { TSectionFormProps } from './section-form-props';
import { TfnFields } from './tfn-fields';

const FIELDS = ['tfn', 'has_not_tfn', 'abn', 'is_foreign_entity', 'country', 'tin', 'category'] as const;

export const CorporateTaxForm = (props: TSectionFormProps) => {
  const account = useAccount(props.accountId);
  const tax = useCorporateTax(props.accountId);
  if (!account.data || tax.isPending) return <PageSpinner />;
  return <CorporateTaxFields {...props} account={account.data} saved={tax.data ?? null} />;
};

const CorporateTaxFields = ({
  accountId,
  mode,
  onDone,
  account,
  saved,
}: TSectionFormProps & { account: TAccount; saved: TCorporateTax | null }) => {
  const countries = (useCountries().data ?? []).map((c) => ({ value: c.id, label: c.name }));
  const categories = useCorporateTaxCategories().data ?? [];
  const abnRequired = account.type === 'trust' || account.type === 'company';
  const schema = zCorporateTaxForm({ abnRequired, tfnOnFile: saved?.tfn != null });
  const { control, handleSubmit, setValue, setError, formState } = useZodForm(schema, {
    tfn: '',
    has_not_tfn: saved?.has_not_tfn ?? false,
    abn: saved?.abn || account.abn || '',
    is_foreign_entity: saved?.is_foreign_entity,
    country: saved?.country?.id ?? '',
    tin: saved?.tin ?? '',
    category: saved?.category.id ?? '',
  });
  const foreign = useWatch({ control, name: 'is_foreign_entity' }) === true;
  const save = useSectionSave({
    queryKey: corporateTaxQuery(accountId).queryKey,
    setError,
    fields: FIELDS,
    onDone,
  });

  const handleSave = async (values: unknown) => {
    const form = values as Record<string, unknown>;
    await save(() =>
      saveCorporateTax(accountId, saved !== null, {
        ...form,
        // Unused fields are blanked before sending (spec section 5).
        abn: abnRequired ? form.abn : '',
        country: foreign ? form.country : null,
        tin: foreign ? form.tin : '',
      }),
    );
  };

  return (
    <SectionFormFrame
      title="Tax details"
      mode={mode}
      onSubmit={handleSubmit(handleSave)}
      error={formState.errors.root?.server?.message}
      disabled={!formState.isValid || formState.isSubmitting}
    >
      <TfnFields control={control} setValue={setValue} masked={saved?.tfn ?? null} />
      {abnRequired ? (
        <FormTextField control={control} name="abn" label={taxTexts.abn} inputMode="numeric" maxLength={14} />
      ) : null}
      <YesNoField control={control} name="is_foreign_entity" label={taxTexts.foreignEntity} />
      {foreign ? (
        <>
          <SelectField control={control} name="country" label={taxTexts.country} options={countries} />
          <FormTextField
            control={control}
            name="tin"
            label={taxTexts.tin}
            inputMode="numeric"
            maxLength={TIN_MAX_DIGITS}
          />
        </>
      ) : null}
      <CategoryField control={control} name="category" categories={categories} />
    </SectionFormFrame>
  );
};

/** The categories as a choice, each with a tooltip explaining it. */
const CategoryField = <T extends FieldValues>({
  control,
  name,
  categories,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  categories: readonly TCorporateTaxCategory[];
}) => {
  const labelId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl fullWidth margin="normal" error={fieldState.error !== undefined} component="fieldset">
          <FormLabel id={labelId}>{taxTexts.category}</FormLabel>
          <RadioGroup
            aria-labelledby={labelId}
            name={field.name}
            value={field.value === '' || field.value == null ? '' : String(field.value)}
            onChange={(_, value) => field.onChange(Number(value))}
          >
            {categories.map((category) => (
              <Box key={category.id} sx={{ display: 'flex', alignItems: 'center' }}>
                <FormControlLabel value={String(category.id)} control={<Radio />} label={category.title} />
                <Tooltip title={category.description} enterTouchDelay={0}>
                  <IconButton size="small" aria-label={`About ${category.title}`}>
                    <InfoIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Box>
            ))}
          </RadioGroup>
          {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
        </FormControl>
      )}
    />
  );
};
