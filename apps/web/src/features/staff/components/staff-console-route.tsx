import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { PATHS } from '@/shared/lib/paths';
import { useProfile } from '@/shared/session/profile';
import { useSession } from '@/shared/session/session-store';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { useExitManagedMode } from '../api/managed-mode';

export type TConsoleSection = { label: string; to: string };

/**
 * The staff console's frame: staff only (a client gets the forbidden page), never while acting as a
 * client (the console is the staff member's own), with a tab for each section of the console.
 */
export const StaffConsoleRoute = ({ sections }: { sections: readonly TConsoleSection[] }) => {
  const { data: profile } = useProfile();
  const managed = useSession((session) => session.managedUserId) !== null;
  const { pathname } = useLocation();
  const exitManagedMode = useExitManagedMode();
  // The profile is read again when managed-user mode starts or ends: wait for it, never guess.
  if (!profile) return <PageSpinner />;
  if (!profile.is_staff) return <Navigate to={PATHS.forbidden} replace />;
  if (managed) {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" onClick={() => void exitManagedMode()}>
            Exit
          </Button>
        }
      >
        You are acting as a client. Exit managed-user mode to use the staff console.
      </Alert>
    );
  }
  const current = sections.find((section) => pathname.startsWith(section.to))?.to ?? false;
  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Staff console
      </Typography>
      <Tabs
        value={current}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Staff console"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {sections.map((section) => (
          <Tab key={section.to} label={section.label} value={section.to} component={Link} to={section.to} />
        ))}
      </Tabs>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </Box>
  );
};
