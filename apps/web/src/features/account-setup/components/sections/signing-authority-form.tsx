// Signing authority (spec sections 2, 4, 5): any applicant (one signature), all applicants (every
// member), or advanced settings: a minimum number of signatures (1 to the member count) or the
// signatures of specific members (at least one). Choosing another option clears the advanced fields.
// Once the application is submitted it cannot change here: the user is asked to contact the provider.
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import {
  ADVANCED_SETTINGS_OPTION_LABELS,
  ADVANCED_SETTINGS_OPTIONS,
  SIGNING_AUTHORITY_OPTION_LABELS,
  SIGNING_AUTHORITY_OPTIONS,
  signingAuthorityTexts,
  type TSigningAuthorityResponse,
  type TSigningMember,
  zSigningAuthorityForm,
} from '@portal/contracts/api/signing-authority';
import { useId } from 'react';
import { type Control, Controller, useWatch } from 'react-hook-form';
import type { z } from 'zod/mini';
import { useCreateSigningAuthority } from '@/features/account-setup/api/create-signing-authority';
import {
  signingAuthorityQueryOptions,
  useSigningAuthority,
} from '@/features/account-setup/api/get-signing-authority';
import { useUpdateSigningAuthority } from '@/features/account-setup/api/update-signing-authority';
import { SectionFormFrame, useSectionSave } from '@/shared/application-sections/section-form';
import type { TSectionFormProps } from '@/shared/application-sections/section-form-props';
import { SelectField } from '@/shared/forms/form-fields';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { ChoiceField } from './choice-field';

const FIELDS = [
  'signing_authority_option',
  'advanced_settings_option',
  'min_number_of_signatories',
  'selected_signatories',
] as const;

/** The form's values as typed, and as checked (what is sent). */
type TSigningAuthorityValues = z.input<ReturnType<typeof zSigningAuthorityForm>>;
type TSigningAuthorityChecked = z.output<ReturnType<typeof zSigningAuthorityForm>>;

const memberName = (member: TSigningMember) =>
  `${member.first_name} ${member.last_name}`.trim() +
  (member.is_primary ? ` (${signingAuthorityTexts.you})` : '');

export const SigningAuthorityForm = (props: TSectionFormProps) => {
  const authority = useSigningAuthority(props.accountId);
  if (authority.isPending) return <PageSpinner />;
  if (!authority.data) return null;
  if (!authority.data.can_edit)
    return (
      <>
        <Typography variant="h2" sx={{ mb: 1 }}>
          {signingAuthorityTexts.title}
        </Typography>
        <Typography>{signingAuthorityTexts.contactUs}</Typography>
      </>
    );
  return <SigningAuthorityFields {...props} data={authority.data} />;
};

const SigningAuthorityFields = ({
  accountId,
  mode,
  onDone,
  data,
}: TSectionFormProps & { data: TSigningAuthorityResponse }) => {
  const saved = data.signing_authority;
  const members = data.members;
  const { control, handleSubmit, setValue, setError, trigger, formState } = useZodForm(
    zSigningAuthorityForm(members.map((member) => member.id)),
    {
      signing_authority_option: saved?.signing_authority_option,
      advanced_settings_option: saved?.advanced_settings_option ?? '',
      min_number_of_signatories: saved?.min_number_of_signatories ?? null,
      selected_signatories: saved?.selected_signatories ?? [],
    },
  );
  const option = useWatch({ control, name: 'signing_authority_option' });
  const advanced = useWatch({ control, name: 'advanced_settings_option' });
  const create = useCreateSigningAuthority();
  const update = useUpdateSigningAuthority();
  const save = useSectionSave({
    queryKey: signingAuthorityQueryOptions(accountId).queryKey,
    setError,
    fields: FIELDS,
    onDone,
  });

  // The cleared fields are checked again without showing errors the user has not caused yet.
  const clearAdvanced = (minimum: number | null) => {
    setValue('min_number_of_signatories', minimum);
    setValue('selected_signatories', []);
    void trigger('signing_authority_option');
  };
  const handleOption = (picked: string) => {
    setValue('advanced_settings_option', '');
    // Any applicant is one signature; all applicants are every member's.
    clearAdvanced(
      picked === 'any_applicant_to_sign' ? 1 : picked === 'all_applicants_to_sign' ? members.length : null,
    );
  };

  const handleSave = async (values: TSigningAuthorityChecked) => {
    await save(() => (saved ? update : create).mutateAsync({ accountId, body: values }));
  };

  return (
    <SectionFormFrame
      title={signingAuthorityTexts.title}
      mode={mode}
      onSubmit={handleSubmit(handleSave)}
      error={formState.errors.root?.server?.message}
      disabled={!formState.isValid || formState.isSubmitting}
    >
      <Alert severity="warning" sx={{ mb: 1 }}>
        {signingAuthorityTexts.memberListWarning}
      </Alert>
      <ChoiceField
        control={control}
        name="signing_authority_option"
        label={signingAuthorityTexts.whoSigns}
        options={SIGNING_AUTHORITY_OPTIONS.map((value) => ({
          value,
          label: SIGNING_AUTHORITY_OPTION_LABELS[value],
        }))}
        onPicked={(value) => handleOption(String(value))}
      />
      {option === 'advanced_settings' ? (
        <ChoiceField
          control={control}
          name="advanced_settings_option"
          label={signingAuthorityTexts.advancedSettings}
          options={ADVANCED_SETTINGS_OPTIONS.map((value) => ({
            value,
            label: ADVANCED_SETTINGS_OPTION_LABELS[value],
          }))}
          onPicked={() => clearAdvanced(null)}
        />
      ) : null}
      {option === 'advanced_settings' && advanced === 'min_number_of_signatories' ? (
        <SelectField
          control={control}
          name="min_number_of_signatories"
          label={signingAuthorityTexts.numberOfSignatures}
          options={members.map((_, index) => ({ value: index + 1, label: String(index + 1) }))}
        />
      ) : null}
      {option === 'advanced_settings' && advanced === 'selected_signatories' ? (
        <MembersField control={control} members={members} />
      ) : null}
    </SectionFormFrame>
  );
};

/** The members whose signatures are needed: at least one. */
const MembersField = ({
  control,
  members,
}: {
  control: Control<TSigningAuthorityValues>;
  members: readonly TSigningMember[];
}) => {
  const labelId = useId();
  return (
    <Controller
      control={control}
      name="selected_signatories"
      render={({ field, fieldState }) => {
        const selected = (field.value ?? []) as number[];
        return (
          <FormControl fullWidth margin="normal" error={fieldState.error !== undefined} component="fieldset">
            <FormLabel id={labelId}>{signingAuthorityTexts.specificMembers}</FormLabel>
            <FormGroup role="group" aria-labelledby={labelId}>
              {members.map((member) => (
                <FormControlLabel
                  key={member.id}
                  label={memberName(member)}
                  control={
                    <Checkbox
                      checked={selected.includes(member.id)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...selected, member.id]
                            : selected.filter((id) => id !== member.id),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
          </FormControl>
        );
      }}
    />
  );
};
