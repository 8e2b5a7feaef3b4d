import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { onboardingTexts } from '@portal/contracts/api/onboarding';
import { Link } from 'react-router';
import { PATHS } from '@/shared/lib/paths';
import { InvitationCard } from './invitation-card';

/** An expired invitation (spec section 2), or one withdrawn when its person left the account. */
export const ExpiredStep = ({ withdrawn = false }: { withdrawn?: boolean }) => (
  <InvitationCard title={withdrawn ? 'Invitation withdrawn' : 'Invitation expired'}>
    <Typography sx={{ mb: 3 }}>
      {withdrawn ? onboardingTexts.invitationWithdrawn : onboardingTexts.invitationExpired}
    </Typography>
    <Button component={Link} to={PATHS.login} variant="contained">
      Back to login
    </Button>
  </InvitationCard>
);
