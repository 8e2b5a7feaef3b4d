import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { NOTIFICATION_AREA_APPLICATIONS, NOTIFICATION_AREAS } from '@portal/contracts/api/account-settings';
import { accountMessages } from '@portal/contracts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { twoFactorSchemaQueryOptions } from '@/features/account/api/get-two-factor-schema';
import { useUpdateLoginTwoFactor } from '@/features/account/api/update-login-two-factor';
import { useUpdateMarketingOptOut } from '@/features/account/api/update-marketing-opt-out';
import { NotificationSettingsSection } from '@/features/account/components/notification-settings-section';
import { ApiError } from '@/shared/api/api-error';
import { PATHS } from '@/shared/lib/paths';
import { logout } from '@/shared/session/logout';
import { useProfile } from '@/shared/session/profile';
import { toast } from '@/shared/toast/toast-store';
import { ConfirmationModal } from '@/shared/ui/confirmation-modal';
import { RouterLink } from '@/shared/ui/router-link';

const failureMessage = (error: unknown): string =>
  error instanceof ApiError
    ? (Object.values(error.fieldErrors)[0] ?? accountMessages.settingsFailed)
    : accountMessages.settingsFailed;

/** Settings: login two-factor, marketing opt-out and notification settings (spec 001 sections 2, 4, 8). */
export const SettingsPage = () => {
  const { data: profile } = useProfile();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const newLayout = location.pathname.startsWith('/account-new/');
  const [busy, setBusy] = useState(false);
  const [loggedOutMessage, setLoggedOutMessage] = useState<string | null>(null);

  const updateLoginTwoFactor = useUpdateLoginTwoFactor();
  const updateMarketingOptOut = useUpdateMarketingOptOut();

  /** The switch is a security setting: a code confirmed in the last minutes comes first. */
  const confirmCodeFirst = () =>
    navigate(
      `${PATHS.checkRequiredConfirmation}?resource=two_factor&next=${encodeURIComponent(location.pathname)}`,
    );

  const handleTwoFactor = async (enabled: boolean) => {
    setBusy(true);
    try {
      const schema = await queryClient.fetchQuery(twoFactorSchemaQueryOptions());
      if (schema.two_factor_required_for_write && !schema.confirmed) {
        confirmCodeFirst();
        return;
      }
      const answer = await updateLoginTwoFactor.mutateAsync(enabled);
      if (answer.logged_out) {
        // Every session has ended on the server; the user signs in again with a code.
        setLoggedOutMessage(answer.detail);
        return;
      }
      toast.success(accountMessages.settingsSaved);
    } catch (error) {
      // The confirmation lapsed between the check and the change.
      if (error instanceof ApiError && error.code === 'action_confirmation_required') confirmCodeFirst();
      else toast.error(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const handleMarketing = async (optOut: boolean) => {
    setBusy(true);
    try {
      await updateMarketingOptOut.mutateAsync(optOut);
      toast.success(accountMessages.settingsSaved);
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const changeEmailPath = newLayout ? '/account-new/contact-details/change-email/' : '/account/change-email/';
  const changePhonePath = newLayout ? '/account-new/contact-details/change-phone/' : '/account/change-phone/';
  const changePasswordPath = newLayout ? '/account-new/change-password/' : '/account/change-password/';

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 760 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Settings
      </Typography>

      <Typography variant="h2" sx={{ mb: 1 }}>
        Security
      </Typography>
      <FormControlLabel
        label="Login Two-Factor Authentication"
        control={
          <Switch
            checked={profile?.login_two_factor_auth_enabled ?? false}
            disabled={!profile || busy}
            onChange={(event) => void handleTwoFactor(event.target.checked)}
          />
        }
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        When on, each sign-in also asks for a code sent to your mobile by SMS.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <RouterLink to={changeEmailPath}>Change email</RouterLink>
        <RouterLink to={changePhonePath}>Change phone</RouterLink>
        <RouterLink to="/account/change-address/">Change address</RouterLink>
        <RouterLink to={changePasswordPath}>Change password</RouterLink>
        <RouterLink to="/account/block-account/">Block my account</RouterLink>
        <RouterLink to="/account/sign-in-methods/">Authenticator app and backup codes</RouterLink>
      </Box>

      <Divider sx={{ my: 2 }} />
      <Typography variant="h2" sx={{ mb: 1 }}>
        Marketing
      </Typography>
      <FormControlLabel
        label="I do not want to receive marketing communications"
        control={
          <Switch
            checked={profile?.marketing_opt_out ?? false}
            disabled={!profile || busy}
            onChange={(event) => void handleMarketing(event.target.checked)}
          />
        }
      />

      <Divider sx={{ my: 2 }} />
      <Typography variant="h2" sx={{ mb: 2 }}>
        Notifications
      </Typography>
      {NOTIFICATION_AREAS.filter((area) => {
        const line = NOTIFICATION_AREA_APPLICATIONS[area];
        return line === null || profile?.permissions.applications.some((app) => app.product_key === line);
      }).map((area) => (
        <NotificationSettingsSection key={area} area={area} />
      ))}

      <ConfirmationModal
        open={loggedOutMessage !== null}
        message={loggedOutMessage ?? undefined}
        onOk={() => void logout({ callServer: false })}
      />
    </Paper>
  );
};
