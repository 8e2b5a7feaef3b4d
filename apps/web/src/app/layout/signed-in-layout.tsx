import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppHeader } from '@/app/layout/app-header';
import { MAIN_CONTENT_ID, SkipLink } from '@/app/layout/skip-link';
import { SessionKeeper } from '@/features/session/components/session-keeper';
import { GuidedTour } from '@/features/tour/components/guided-tour';
import { PageSpinner } from '@/shared/ui/page-spinner';

/** Signed-in pages: the header, the page, and the session keep-alive watching inactivity. */
export const SignedInLayout = () => (
  <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
    <SkipLink />
    <AppHeader />
    <Container
      component="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      maxWidth="lg"
      sx={{ flex: 1, py: { xs: 2, md: 4 }, '&:focus': { outline: 'none' } }}
    >
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </Container>
    <SessionKeeper />
    <GuidedTour />
  </Box>
);
