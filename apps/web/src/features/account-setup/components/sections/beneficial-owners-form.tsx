// Additional beneficial owners (spec sections 2, 5, 6): repeatable blocks of role (beneficial owner,
// controller or decision maker, each explained with the 25% or greater threshold), names, mobile phone
// and email; at least one person. Skip says there are none other than the members.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DEFAULT_BENEFICIAL_ROLE_ID } from '@portal/contracts/api/onboarding';
import {
  BENEFICIAL_ROLE_OPTIONS,
  PEOPLE_LIMITS,
  peopleTexts,
  type TBeneficialOwner,
  type TBeneficialOwnersForm,
  zBeneficialOwnersForm,
} from '@portal/contracts/api/people';
import { useState } from 'react';
import { useCreateBeneficialOwners } from '@/features/account-setup/api/create-beneficial-owners';
import {
  beneficialOwnersQueryOptions,
  useBeneficialOwners,
} from '@/features/account-setup/api/get-beneficial-owners';
import { usePatchAccount } from '@/features/account-setup/api/patch-account';
import { useReplaceBeneficialOwners } from '@/features/account-setup/api/replace-beneficial-owners';
import { SectionFormFrame, useSectionSave } from '@/shared/application-sections/section-form';
import type { TSectionFormProps } from '@/shared/application-sections/section-form-props';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { ChoiceField } from './choice-field';
import {
  emptyPerson,
  PersonBlock,
  personFieldPaths,
  savedBlocks,
  type TPersonBlockValues,
  usePersonList,
} from './person-fields';

export const BeneficialOwnersForm = (props: TSectionFormProps) => {
  const owners = useBeneficialOwners(props.accountId);
  if (owners.isPending) return <PageSpinner />;
  return <BeneficialOwnersFields {...props} saved={owners.data ?? []} />;
};

const BeneficialOwnersFields = ({
  accountId,
  mode,
  onDone,
  saved,
}: TSectionFormProps & { saved: TBeneficialOwner[] }) => {
  const { control, handleSubmit, setError, formState } = useZodForm(zBeneficialOwnersForm, {
    users: saved.length > 0 ? savedBlocks(saved) : [emptyPerson(DEFAULT_BENEFICIAL_ROLE_ID)],
  } as { users: TPersonBlockValues[] });
  const { fields, append, remove, values: users } = usePersonList(control, 'users');
  const [skipping, setSkipping] = useState(false);
  const create = useCreateBeneficialOwners();
  const replace = useReplaceBeneficialOwners();
  const patchAccount = usePatchAccount(accountId);
  const save = useSectionSave({
    queryKey: beneficialOwnersQueryOptions(accountId).queryKey,
    setError,
    fields: ['users', ...personFieldPaths('users', fields.length)],
    onDone,
  });

  const handleSave = async (values: TBeneficialOwnersForm) => {
    await save(() => (saved.length > 0 ? replace : create).mutateAsync({ accountId, body: values }));
  };
  const handleSkip = async () => {
    setSkipping(true);
    await save(() => patchAccount.mutateAsync({ skip_beneficial_owners: true }));
    setSkipping(false);
  };

  return (
    <SectionFormFrame
      title={peopleTexts.beneficialOwnersTitle}
      mode={mode}
      onSubmit={handleSubmit(handleSave)}
      error={formState.errors.root?.server?.message}
      disabled={!formState.isValid || formState.isSubmitting || skipping}
    >
      {fields.map((field, index) => (
        <PersonBlock
          key={field.key}
          control={control}
          path={`users.${index}`}
          title={`Beneficial owner ${index + 1}`}
          accountId={accountId}
          personId={users[index]?.id}
          meta={users[index]?.meta}
          onRemove={fields.length > 1 ? () => remove(index) : undefined}
          role={
            <ChoiceField
              control={control}
              name={`users.${index}.role`}
              label={peopleTexts.role}
              options={BENEFICIAL_ROLE_OPTIONS.map((option) => ({
                value: option.id,
                label: option.label,
                description: option.description,
              }))}
            />
          }
        />
      ))}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          disabled={fields.length >= PEOPLE_LIMITS.beneficialOwners}
          onClick={() => append(emptyPerson(DEFAULT_BENEFICIAL_ROLE_ID))}
        >
          {peopleTexts.addBeneficialOwner}
        </Button>
        {saved.length === 0 ? (
          <Button variant="text" disabled={skipping || formState.isSubmitting} onClick={handleSkip}>
            {peopleTexts.skip}
          </Button>
        ) : null}
      </Box>
    </SectionFormFrame>
  );
};
