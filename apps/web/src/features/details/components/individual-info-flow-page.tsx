// The forced Individual info flow (spec sections 2, 6): a profile with missing personal, verification,
// contact or additional details goes through the steps before anything else; staff are exempt.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TProfile } from '@portal/contracts/api/auth';
import type { TPersonalDetail } from '@portal/contracts/api/details';
import { Navigate } from 'react-router';
import { useProfile } from '@/shared/session/profile';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { AdditionalDetailsStep } from './additional-details-step';
import { ContactDetailsStep } from './contact-details-step';
import { PersonalDetailsStep } from './personal-details-step';
import { SecondaryDocumentStep } from './secondary-document-step';
import { UnverifiedBanner } from './unverified-banner';

export type TFlowStep = 'personal' | 'secondary' | 'contact' | 'additional' | 'done';

/** The first step the profile still misses. */
export const nextFlowStep = (profile: TProfile): TFlowStep => {
  const personal = profile.personal_detail as TPersonalDetail | null;
  if (!personal || personal.status === 'not_verified') return 'personal';
  if (profile.requires_secondary_document) return 'secondary';
  if (!profile.contact_detail) return 'contact';
  if (!profile.additional_detail) return 'additional';
  return 'done';
};

const NOOP = () => {};

/**
 * Where a finished flow goes: back to the invitation still under way (a secondary one first, as the
 * invitee has an account to review; then the primary one, which leads to account setup), else home.
 */
export const afterFlowPath = (profile: TProfile): string => {
  if (profile.force_activate_secondary_user_invite_token) {
    return `/invitation-secondary/${profile.force_activate_secondary_user_invite_token}/`;
  }
  if (profile.registration_invite_uuid) return `/invitation/${profile.registration_invite_uuid}/`;
  return '/';
};

export const IndividualInfoFlowPage = () => {
  const { data: profile, isFetching } = useProfile();
  if (!profile) return <PageSpinner />;
  const step = nextFlowStep(profile);
  if (step === 'done' || !profile.force_filling_missing_personal_details) {
    return isFetching ? <PageSpinner /> : <Navigate to={afterFlowPath(profile)} replace />;
  }
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 760, mx: 'auto' }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Individual info
      </Typography>
      <Typography sx={{ mb: 2 }} color="text.secondary">
        Please complete your details before you continue.
      </Typography>
      <UnverifiedBanner profile={profile} />
      {step === 'personal' ? <PersonalDetailsStep onNext={NOOP} /> : null}
      {step === 'secondary' ? <SecondaryDocumentStep onNext={NOOP} /> : null}
      {step === 'contact' ? <ContactDetailsStep onNext={NOOP} /> : null}
      {step === 'additional' ? <AdditionalDetailsStep onNext={NOOP} /> : null}
    </Paper>
  );
};
