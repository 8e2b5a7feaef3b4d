import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { STAFF_TEXTS } from '@portal/contracts/api/staff';
import { useState } from 'react';
import { useProfile } from '@/shared/session/profile';
import { useExitManagedMode } from '../api/managed-mode';

// The bar's height, kept free at the bottom of the page so it never covers a form's buttons.
const BAR_MIN_HEIGHT = 64;

/**
 * Shown on every page while a staff member acts as a client: whose data this is, that everything is
 * logged in the staff member's name, and the way back. Fixed to the bottom, so it stays in sight.
 */
export const ManagedUserBanner = () => {
  const { data: profile } = useProfile();
  const [leaving, setLeaving] = useState(false);
  const exitManagedMode = useExitManagedMode();
  const client = profile?.managed_user_individual_info;
  if (!profile?.is_staff || !client) return null;
  const name = `${client.first_name} ${client.last_name}`.trim() || client.email;
  const handleExit = () => {
    setLeaving(true);
    void exitManagedMode().finally(() => setLeaving(false));
  };
  return (
    <>
      <Box sx={{ height: BAR_MIN_HEIGHT }} aria-hidden />
      <Box
        role="region"
        aria-label="Managed-user mode"
        sx={{
          position: 'fixed',
          insetInline: 0,
          bottom: 0,
          zIndex: (theme) => theme.zIndex.appBar + 1,
          minHeight: BAR_MIN_HEIGHT,
          px: { xs: 2, md: 4 },
          py: 1,
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          bgcolor: 'warning.main',
          color: 'warning.contrastText',
          boxShadow: 6,
        }}
      >
        <Typography sx={{ flex: 1, fontSize: { xs: 14, md: 16 } }}>
          <strong>Acting as {name}</strong>
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {' '}
            ({client.email})
          </Box>
          . {STAFF_TEXTS.actingAsNotice}
        </Typography>
        <Button
          variant="contained"
          color="inherit"
          onClick={handleExit}
          disabled={leaving}
          sx={{ color: 'text.primary' }}
        >
          Exit
        </Button>
      </Box>
    </>
  );
};
