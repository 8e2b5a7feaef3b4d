import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { BrandLogo } from '@/app/layout/brand-logo';
import { PageSpinner } from '@/shared/ui/page-spinner';

/** Pages for everyone (login, reset, support, errors): the brand on top, the page centred below. */
export const PublicLayout = () => (
  <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
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
    <Container component="main" maxWidth="sm" sx={{ flex: 1, py: { xs: 3, md: 6 } }}>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </Container>
  </Box>
);
