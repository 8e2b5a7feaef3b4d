import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TContactUsResponse } from '@portal/contracts/api/support';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SupportForm } from '@/features/support/components/support-form';
import { PATHS } from '@/shared/lib/paths';
import { toSafeInternalPath } from '@/shared/lib/safe-path';
import { useProfile } from '@/shared/session/profile';
import { useSession } from '@/shared/session/session-store';
import { ConfirmationModal } from '@/shared/ui/confirmation-modal';
import { PageSpinner } from '@/shared/ui/page-spinner';

/** /account/contact-support/ (open to everyone; honours ?redirect_uri=). */
export const ContactSupportPage = () => {
  const navigate = useNavigate();
  const signedIn = useSession((session) => session.token !== null);
  const profile = useProfile();
  const redirectUri = toSafeInternalPath(useSearchParams()[0].get('redirect_uri'));
  const [answer, setAnswer] = useState<TContactUsResponse | null>(null);
  const leaveTo = redirectUri ?? (signedIn ? '/' : PATHS.login);

  // Wait for the profile only while it is loading; without one (or without a token) the e-mail is asked.
  if (signedIn && profile.isLoading) return <PageSpinner />;
  const emailShown = !profile.data?.email;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Contact support
      </Typography>
      <Typography color="text.secondary">Send us your question and our team will get back to you.</Typography>
      <SupportForm
        key={String(emailShown)}
        emailShown={emailShown}
        redirectUri={redirectUri}
        onSent={setAnswer}
        onCancel={() => navigate(leaveTo)}
      />
      <ConfirmationModal
        open={answer !== null}
        title={answer?.title}
        message={answer?.detail}
        onOk={() => navigate(leaveTo, { replace: true })}
      />
    </Paper>
  );
};
