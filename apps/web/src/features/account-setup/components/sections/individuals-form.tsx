// Additional user verification and invitation (spec sections 2, 4, 5): the joint holders of a joint
// account, or the individual trustees of a trust or SMSF after 'Additional trustees' yes/no (trustee
// details; the list is checked only when yes). Each person is invited once saved; their invitation's
// status shows beside them, with Resend invite while they have not registered.
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TAccount } from '@portal/contracts/api/account-setup';
import { onboardingTexts } from '@portal/contracts/api/onboarding';
import {
  individualsListKind,
  maxIndividuals,
  peopleTexts,
  type TSecondaryUser,
  type TSecondaryUsersRequest,
  zIndividualsForm,
} from '@portal/contracts/api/people';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod/mini';
import { useCreateSecondaryUsers } from '@/features/account-setup/api/create-secondary-users';
import { useAccount } from '@/features/account-setup/api/get-account';
import {
  secondaryUsersQueryOptions,
  useSecondaryUsers,
} from '@/features/account-setup/api/get-secondary-users';
import { useReplaceSecondaryUsers } from '@/features/account-setup/api/replace-secondary-users';
import { SectionFormFrame, useSectionSave } from '@/shared/application-sections/section-form';
import type { TSectionFormProps } from '@/shared/application-sections/section-form-props';
import { YesNoField } from '@/shared/forms/form-fields';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { useProfile } from '@/shared/session/profile';
import { PageSpinner } from '@/shared/ui/page-spinner';
import {
  emptyPerson,
  PersonBlock,
  personFieldPaths,
  possibleDuplicates,
  savedBlocks,
  type TPersonBlockValues,
  usePersonList,
} from './person-fields';

type TIndividualsValues = {
  has_additional_trustees?: boolean | null;
  users: TPersonBlockValues[];
};
/** The values once checked: the people without what their blocks show only. */
type TIndividualsChecked = z.output<ReturnType<typeof zIndividualsForm>>;

export const IndividualsForm = (props: TSectionFormProps) => {
  const account = useAccount(props.accountId);
  const people = useSecondaryUsers(props.accountId);
  if (account.isPending || people.isPending) return <PageSpinner />;
  if (!account.data) return null;
  const kind = individualsListKind(account.data.type, account.data.trustee);
  if (kind === null) return null;
  return (
    <IndividualsFields
      {...props}
      account={account.data}
      kind={kind}
      saved={(people.data ?? []).filter((person) => person.role.key === 'contact')}
    />
  );
};

const IndividualsFields = ({
  accountId,
  mode,
  onDone,
  account,
  kind,
  saved,
}: TSectionFormProps & { account: TAccount; kind: 'joint' | 'trustees'; saved: TSecondaryUser[] }) => {
  const max = maxIndividuals(kind);
  const profile = useProfile().data;
  const { control, handleSubmit, setError, formState } = useZodForm<ReturnType<typeof zIndividualsForm>>(
    zIndividualsForm(max),
    {
      has_additional_trustees: kind === 'trustees' ? account.has_additional_trustees : undefined,
      users: saved.length > 0 ? savedBlocks(saved) : [emptyPerson()],
    } as TIndividualsValues,
  );
  const { fields, append, remove, values: users } = usePersonList(control, 'users');
  const answer = useWatch({ control, name: 'has_additional_trustees' });
  const listShown = kind === 'joint' || answer === true;
  const duplicates = possibleDuplicates(users, profile ?? null);
  const create = useCreateSecondaryUsers();
  const replace = useReplaceSecondaryUsers();
  const save = useSectionSave({
    queryKey: secondaryUsersQueryOptions(accountId).queryKey,
    setError,
    fields: ['has_additional_trustees', 'users', ...personFieldPaths('users', fields.length)],
    onDone,
  });

  const handleSave = async (values: TIndividualsChecked) => {
    const body: TSecondaryUsersRequest =
      kind === 'trustees'
        ? { has_additional_trustees: values.has_additional_trustees, users: listShown ? values.users : [] }
        : { users: values.users };
    await save(() => (saved.length > 0 ? replace : create).mutateAsync({ accountId, body }));
  };

  const noun = kind === 'joint' ? 'Individual' : 'Trustee';
  const remaining = max - fields.length;
  return (
    <SectionFormFrame
      title={kind === 'joint' ? 'Additional individuals' : 'Trustee details'}
      mode={mode}
      onSubmit={handleSubmit(handleSave)}
      error={formState.errors.root?.server?.message}
      disabled={!formState.isValid || formState.isSubmitting}
    >
      {kind === 'trustees' ? (
        <YesNoField control={control} name="has_additional_trustees" label={peopleTexts.additionalTrustees} />
      ) : null}
      {listShown ? (
        <>
          {fields.length === 0 ? (
            <Typography color="text.secondary" sx={{ my: 2 }}>
              {onboardingTexts.listIsEmpty}
            </Typography>
          ) : null}
          {fields.map((field, index) => (
            <PersonBlock
              key={field.key}
              control={control}
              path={`users.${index}`}
              title={`${noun} ${index + 1}`}
              accountId={accountId}
              personId={users[index]?.id}
              meta={users[index]?.meta}
              duplicate={duplicates[index]}
              onRemove={() => remove(index)}
            />
          ))}
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {remaining > 0 ? peopleTexts.mayAddMore(remaining) : peopleTexts.limitReached}
          </Typography>
          <Button variant="outlined" disabled={remaining <= 0} onClick={() => append(emptyPerson())}>
            {peopleTexts.addIndividual}
          </Button>
        </>
      ) : null}
    </SectionFormFrame>
  );
};
