import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  SHARED_ACCESS_PATHS,
  sharedAccessMessages,
  type TViewerInvitation,
} from '@portal/contracts/api/shared-access';
import { type TViewerSignUpForm, zViewerSignUpForm } from '@portal/contracts/forms/invitations';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useAcceptViewerInvitation } from '@/features/invitations/api/accept-viewer-invitation';
import { useViewerInvitation } from '@/features/invitations/api/get-viewer-invitation';
import { useSignUpViewer } from '@/features/invitations/api/sign-up-viewer';
import { ApiError } from '@/shared/api/api-error';
import { applyServerErrors } from '@/shared/forms/apply-server-errors';
import { FormActions } from '@/shared/forms/form-actions';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';
import { FormTextField } from '@/shared/forms/form-text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { PATHS } from '@/shared/lib/paths';
import { useSession } from '@/shared/session/session-store';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { InvitationCard } from './invitation-card';
import { SignUpFields } from './sign-up-fields';

export const VIEWER_INVITATION_TEXTS = {
  title: 'Invitation to view accounts',
  invited: (investor: string) => `${investor} invited you to view these accounts, read only:`,
  signUp:
    'Create your sign-in with the e-mail address the invitation was sent to. Every sign-in asks for a code we text to your mobile.',
  signInFirst: 'Sign in',
  accept: 'Accept and view the accounts',
  signedUpTitle: 'Your sign-in is ready',
} as const;

const FIELDS = [
  'first_name',
  'last_name',
  'email',
  'password1',
  'password2',
  'phone_number',
  'password_check_list',
  'agreement_terms_and_policy',
] as const;

/** Name, e-mail, password with its live checklist, mobile and the agreement: the sign-up form's rules. */
const ViewerSignUpForm = ({
  token,
  invitation,
  onDone,
}: {
  token: string;
  invitation: TViewerInvitation;
  onDone: () => void;
}) => {
  const signUp = useSignUpViewer();
  const [closed, setClosed] = useState<string | null>(null);
  const { control, handleSubmit, setError, setValue, formState } = useZodForm(zViewerSignUpForm, {
    first_name: '',
    last_name: '',
    email: invitation.email,
    password1: '',
    password2: '',
    phone_number: '',
    password_check_list: false,
    agreement_terms_and_policy: false,
    marketing_opt_out: false,
  });
  const handleSignUp = async (form: TViewerSignUpForm) => {
    try {
      await signUp.mutateAsync({ token, form });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
        setClosed(error.detail ?? sharedAccessMessages.invitationNotValid);
        return;
      }
      applyServerErrors(error, setError, FIELDS);
    }
  };
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(handleSignUp)} aria-label="Sign up">
      <Typography sx={{ mb: 1 }}>{VIEWER_INVITATION_TEXTS.signUp}</Typography>
      <FormErrorAlert message={closed ?? formState.errors.root?.server?.message} />
      <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <FormTextField control={control} name="first_name" label="First name" autoComplete="given-name" />
        <FormTextField control={control} name="last_name" label="Last name" autoComplete="family-name" />
      </Box>
      <SignUpFields control={control} setValue={setValue} />
      <FormActions submitLabel="Sign up" disabled={!formState.isValid || formState.isSubmitting} />
    </Box>
  );
};

/** A user with the invited e-mail accepts once signed in as that user. */
const AcceptInvitation = ({ token }: { token: string }) => {
  const signedIn = useSession((session) => session.token !== null);
  const accept = useAcceptViewerInvitation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  if (!signedIn)
    return (
      <>
        <Alert severity="info" sx={{ mb: 2 }}>
          {sharedAccessMessages.signInToAccept}
        </Alert>
        <Button
          component={Link}
          to={PATHS.login}
          state={{ from: { pathname: SHARED_ACCESS_PATHS.invitation(token) } }}
          variant="contained"
        >
          {VIEWER_INVITATION_TEXTS.signInFirst}
        </Button>
      </>
    );
  const handleAccept = () =>
    accept.mutateAsync(token).then(
      () => navigate(`${SHARED_ACCESS_PATHS.picker}?direct`),
      (error: unknown) =>
        setFailure(
          error instanceof ApiError && error.detail ? error.detail : sharedAccessMessages.invitationNotValid,
        ),
    );
  return (
    <>
      <FormErrorAlert message={failure ?? undefined} />
      <Button variant="contained" onClick={() => void handleAccept()} disabled={accept.isPending}>
        {VIEWER_INVITATION_TEXTS.accept}
      </Button>
    </>
  );
};

/**
 * The page of the link an investor's invitation e-mails (issue 20, part 4): who invited, to which
 * accounts; a new person signs up there, a user with that e-mail signs in and accepts.
 */
export const ViewerInvitationPage = () => {
  const { token = '' } = useParams();
  const invitation = useViewerInvitation(token);
  const [signedUp, setSignedUp] = useState(false);
  if (invitation.isPending) return <PageSpinner />;
  if (!invitation.data)
    return (
      <InvitationCard title={VIEWER_INVITATION_TEXTS.title}>
        <Alert severity="warning">{sharedAccessMessages.invitationNotValid}</Alert>
      </InvitationCard>
    );
  if (signedUp)
    return (
      <InvitationCard title={VIEWER_INVITATION_TEXTS.signedUpTitle}>
        <Typography sx={{ mb: 2 }}>{sharedAccessMessages.signedUp}</Typography>
        <Button
          component={Link}
          to={PATHS.login}
          state={{ from: { pathname: SHARED_ACCESS_PATHS.picker, search: '?direct' } }}
          variant="contained"
        >
          {VIEWER_INVITATION_TEXTS.signInFirst}
        </Button>
      </InvitationCard>
    );
  const { data } = invitation;
  return (
    <InvitationCard title={VIEWER_INVITATION_TEXTS.title}>
      <Typography sx={{ mb: 1 }}>{VIEWER_INVITATION_TEXTS.invited(data.investor_name)}</Typography>
      <Box component="ul" aria-label="Shared accounts" sx={{ mt: 0, mb: 2 }}>
        {data.accounts.map((account) => (
          <li key={account.id}>{account.name}</li>
        ))}
      </Box>
      {data.existing_user ? (
        <AcceptInvitation token={token} />
      ) : (
        <ViewerSignUpForm token={token} invitation={data} onDone={() => setSignedUp(true)} />
      )}
    </InvitationCard>
  );
};
