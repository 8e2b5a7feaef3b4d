import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { onboardingTexts } from '@portal/contracts/api/onboarding';
import { Link } from 'react-router';
import { PATHS } from '@/shared/lib/paths';
import { InvitationCard } from './invitation-card';

/** An expired or withdrawn invitation (spec section 2). */
export const ExpiredStep = () => (
  <InvitationCard title="Invitation expired">
    <Typography sx={{ mb: 3 }}>{onboardingTexts.invitationExpired}</Typography>
    <Button component={Link} to={PATHS.login} variant="contained">
      Back to login
    </Button>
  </InvitationCard>
);
