import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TInvite } from '@portal/contracts/api/invitations';
import { invitationMessages } from '@portal/contracts/forms/invitations';
import { Link, useLocation } from 'react-router';
import { PATHS } from '@/shared/lib/paths';
import { logout } from '@/shared/session/logout';
import { useSession } from '@/shared/session/session-store';
import { InvitationCard } from './invitation-card';
import { type TContinueStepProps, useStepAction } from './invitation-session';

/**
 * login / login_registration: the invited e-mail already has a sign-in. Signed out, the login page
 * brings the user back here; signed in as someone else, they must sign out first.
 */
export const LoginStep = ({ invite }: { invite: TInvite }) => {
  const signedIn = useSession((session) => session.token !== null);
  const { pathname } = useLocation();
  return (
    <InvitationCard title="Log in to continue">
      {signedIn ? (
        <>
          <Typography sx={{ mb: 3 }}>{invitationMessages.otherUserSignedIn}</Typography>
          <Button variant="contained" onClick={() => void logout({ redirectTo: pathname })}>
            Log out
          </Button>
        </>
      ) : (
        <>
          <Typography sx={{ mb: 3 }}>
            {invite.email} already has a sign-in with us. Log in with it to continue with this invitation.
          </Typography>
          <Button component={Link} to={PATHS.login} state={{ from: { pathname } }} variant="contained">
            Log in
          </Button>
        </>
      )}
    </InvitationCard>
  );
};

/** login_activate: the signed-in invitee takes the invitation up with their existing sign-in. */
export const LoginActivateStep = ({ invite, activate }: TContinueStepProps) => {
  const { busy, handle: handleContinue } = useStepAction(activate);
  return (
    <InvitationCard title="Accept the invitation">
      <Typography sx={{ mb: 3 }}>
        You are logged in as {invite.email}. Continue to apply with {invite.application.name}.
      </Typography>
      <Box>
        <Button variant="contained" onClick={handleContinue} disabled={busy}>
          Continue
        </Button>
      </Box>
    </InvitationCard>
  );
};
