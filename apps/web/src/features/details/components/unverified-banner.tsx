import Alert from '@mui/material/Alert';
import type { TProfile } from '@portal/contracts/api/auth';

export const UNVERIFIED_TEXT =
  'Your details could not be verified automatically, we will be in contact with you to verify your identity.';

/** Shown while the identity is not verified (the check failed or was skipped). */
export const UnverifiedBanner = ({ profile }: { profile: TProfile | undefined }) => {
  const detail = profile?.personal_detail as { is_verified?: boolean } | null | undefined;
  if (!detail || detail.is_verified) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {UNVERIFIED_TEXT}
    </Alert>
  );
};
