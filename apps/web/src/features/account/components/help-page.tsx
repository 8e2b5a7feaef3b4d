import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCurrentApplication } from '@/shared/application/current-application';
import { PATHS } from '@/shared/lib/paths';
import { RouterLink } from '@/shared/ui/router-link';

/** Help: where to find answers and how to reach support. */
export const HelpPage = () => {
  const supportEmail = useCurrentApplication()?.configuration.support_email;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 760 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Help
      </Typography>
      <Stack spacing={1.5}>
        <Typography>
          Questions about your accounts, documents or sign-in? Send us a message and we will answer by e-mail.
        </Typography>
        <RouterLink to={PATHS.contactSupport}>Contact support</RouterLink>
        {supportEmail ? <Typography>Or write to {supportEmail}.</Typography> : null}
        <RouterLink to="/account/settings/">
          Settings: two-factor, e-mail, mobile and notifications
        </RouterLink>
        <RouterLink to="/account/activity/">Activity: your recent sign-ins and changes</RouterLink>
        <RouterLink to="/account/legal/">Legal: terms, privacy and security</RouterLink>
      </Stack>
    </Paper>
  );
};
