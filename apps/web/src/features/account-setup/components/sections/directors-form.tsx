// Set up directors (spec sections 2, 5): the primary user's role in the company (or corporate trustee)
// and the additional directors, filled in from the company register's directors where the ACN lookup
// named them (their names then stay as the register has them). Removing a director asks first: the
// application may be delayed when the directors do not match the register.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TAccount } from '@portal/contracts/api/account-setup';
import {
  PEOPLE_LIMITS,
  peopleTexts,
  type TDirectorsForm,
  type TSecondaryUser,
  zDirectorsForm,
} from '@portal/contracts/api/people';
import { useState } from 'react';
import { useDeleteAcnData } from '@/features/account-setup/api/delete-acn-data';
import { useDeleteSecondaryUser } from '@/features/account-setup/api/delete-secondary-user';
import { useAccount } from '@/features/account-setup/api/get-account';
import { useRoles } from '@/features/account-setup/api/get-roles';
import {
  secondaryUsersQueryOptions,
  useSecondaryUsers,
} from '@/features/account-setup/api/get-secondary-users';
import { useSaveDirectors } from '@/features/account-setup/api/save-directors';
import { SectionFormFrame, useSectionSave } from '@/shared/application-sections/section-form';
import type { TSectionFormProps } from '@/shared/application-sections/section-form-props';
import { SelectField } from '@/shared/forms/form-fields';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { useProfile } from '@/shared/session/profile';
import { PageSpinner } from '@/shared/ui/page-spinner';
import {
  emptyPerson,
  PersonBlock,
  personFieldPaths,
  possibleDuplicates,
  RemovePersonDialog,
  savedBlocks,
  type TPersonBlockValues,
  usePersonList,
} from './person-fields';

type TDirector = TPersonBlockValues;
type TDirectorsValues = { primary_user_role: number | string; directors: TDirector[] };

const DIRECTOR_ROLE_ID = 2;
const REGISTER_FIELDS = ['email', 'phone_number', 'role'] as const;

type TName = { first_name: string; last_name: string };
const isNamed = (a: TName, b: TName) =>
  a.first_name.trim().toLowerCase() === b.first_name.trim().toLowerCase() &&
  a.last_name.trim().toLowerCase() === b.last_name.trim().toLowerCase();

/**
 * The directors to start from: those saved, or else the register's directors other than the user
 * (their names locked), or else none.
 */
const startingDirectors = (
  account: TAccount,
  saved: TSecondaryUser[],
  primary: TName | null,
): TDirector[] => {
  if (saved.length > 0) return savedBlocks(saved);
  if (account.primary_user_role !== null) return [];
  return (account.acn_lookup_data?.directors ?? [])
    .filter((director) => primary === null || !isNamed(director, primary))
    .map((director) => ({
      ...emptyPerson(DIRECTOR_ROLE_ID),
      first_name: director.first_name,
      last_name: director.last_name,
      meta: { acnUuid: director.uuid, editable: REGISTER_FIELDS },
    }));
};

export const DirectorsForm = (props: TSectionFormProps) => {
  const account = useAccount(props.accountId);
  const people = useSecondaryUsers(props.accountId);
  const profile = useProfile();
  if (account.isPending || people.isPending || profile.isPending) return <PageSpinner />;
  if (!account.data) return null;
  const primary = profile.data
    ? { first_name: profile.data.first_name, last_name: profile.data.last_name }
    : null;
  const saved = (people.data ?? []).filter((person) => person.role.key !== 'contact');
  return (
    <DirectorsFields
      {...props}
      account={account.data}
      primary={primary}
      starting={startingDirectors(account.data, saved, primary)}
    />
  );
};

const DirectorsFields = ({
  accountId,
  mode,
  onDone,
  account,
  primary,
  starting,
}: TSectionFormProps & { account: TAccount; primary: TName | null; starting: TDirector[] }) => {
  const roles = (useRoles().data ?? [])
    .filter((role) => role.kind === 'director')
    .map((role) => ({ value: role.id, label: role.title }));
  const { control, handleSubmit, setError, formState } = useZodForm(zDirectorsForm, {
    primary_user_role: account.primary_user_role?.id ?? '',
    directors: starting,
  } as TDirectorsValues);
  const { fields, append, remove, values: directors } = usePersonList(control, 'directors');
  const duplicates = possibleDuplicates(directors, primary);
  const namesUser = primary !== null && directors.some((director) => isNamed(director, primary));
  const [removing, setRemoving] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const deleteUser = useDeleteSecondaryUser();
  const deleteAcnData = useDeleteAcnData();
  const saveDirectors = useSaveDirectors();
  const save = useSectionSave({
    queryKey: secondaryUsersQueryOptions(accountId).queryKey,
    setError,
    fields: ['primary_user_role', 'directors', ...personFieldPaths('directors', fields.length)],
    onDone,
  });

  const handleRemove = async () => {
    if (removing === null) return;
    const director = directors[removing];
    setBusy(true);
    try {
      // A saved director leaves the account now; a register director leaves the register's answer.
      if (director?.id) await deleteUser.mutateAsync({ accountId, personId: director.id });
      else if (director?.meta?.acnUuid)
        await deleteAcnData.mutateAsync({ uuid: director.meta.acnUuid, acn: account.acn });
      remove(removing);
    } catch {
      // The error catalogue has shown the server's reason.
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  const handleSave = async (values: TDirectorsForm) => {
    await save(() => saveDirectors.mutateAsync({ accountId, body: values }));
  };

  return (
    <SectionFormFrame
      title={peopleTexts.setUpDirectors}
      mode={mode}
      onSubmit={handleSubmit(handleSave)}
      error={formState.errors.root?.server?.message}
      disabled={!formState.isValid || formState.isSubmitting}
    >
      <SelectField
        control={control}
        name="primary_user_role"
        label={peopleTexts.primaryUserRole}
        options={roles}
      />
      <Typography variant="h3" component="h3" sx={{ mt: 3, mb: 1 }}>
        {peopleTexts.additionalDirectors}
      </Typography>
      {namesUser && primary ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {peopleTexts.duplicatesUser(`${primary.first_name} ${primary.last_name}`)}
        </Alert>
      ) : null}
      {fields.map((field, index) => (
        <PersonBlock
          key={field.key}
          control={control}
          path={`directors.${index}`}
          title={`Director ${index + 1}`}
          accountId={accountId}
          personId={directors[index]?.id}
          meta={directors[index]?.meta}
          duplicate={duplicates[index]}
          onRemove={() => setRemoving(index)}
          role={
            <SelectField
              control={control}
              name={`directors.${index}.role`}
              label={peopleTexts.role}
              options={roles}
              disabled={
                directors[index]?.meta?.editable !== undefined &&
                !directors[index]?.meta?.editable?.includes('role')
              }
            />
          }
        />
      ))}
      <Button
        variant="outlined"
        disabled={fields.length >= PEOPLE_LIMITS.directors}
        onClick={() => append(emptyPerson(DIRECTOR_ROLE_ID))}
      >
        {peopleTexts.addDirector}
      </Button>
      <RemovePersonDialog
        open={removing !== null}
        busy={busy}
        onCancel={() => setRemoving(null)}
        onConfirm={handleRemove}
      />
    </SectionFormFrame>
  );
};
