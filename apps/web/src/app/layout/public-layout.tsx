import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { BrandLogo } from '@/app/layout/brand-logo';
import { MAIN_CONTENT_ID, SkipLink } from '@/app/layout/skip-link';
import { useSession } from '@/shared/session/session-store';
import { PageSpinner } from '@/shared/ui/page-spinner';

// The signed-in header loads only when a signed-in user opens one of these pages.
const AppHeader = lazy(async () => ({ default: (await import('@/app/layout/app-header')).AppHeader }));

const BrandHeader = () => (
  <Box
    component="header"
    sx={{
      px: { xs: 2, md: 4 },
      py: 2,
      bgcolor: 'background.paper',
      borderBottom: 1,
      borderColor: 'divider',
    }}
  >
    <BrandLogo />
  </Box>
);

/**
 * Pages for everyone (login, reset, support, errors): the brand on top, the page centred below. Pages a
 * signed-in user also opens (support, the error pages) keep the signed-in header for them, so the way
 * back to their pages stays in sight.
 */
export const PublicLayout = ({ headerWhenSignedIn = false }: { headerWhenSignedIn?: boolean }) => {
  const signedIn = useSession((session) => session.token !== null);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      {headerWhenSignedIn && signedIn ? (
        <Suspense fallback={<BrandHeader />}>
          <AppHeader />
        </Suspense>
      ) : (
        <BrandHeader />
      )}
      <Container
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        maxWidth="sm"
        sx={{ flex: 1, py: { xs: 3, md: 6 }, '&:focus': { outline: 'none' } }}
      >
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
};
