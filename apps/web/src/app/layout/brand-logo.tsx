import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useCurrentApplication } from '@/shared/application/current-application';

/** The application's logo (or its name while the logo is unknown), linking home. */
export const BrandLogo = () => {
  const application = useCurrentApplication();
  return (
    <Box
      component={Link}
      to="/"
      sx={{ display: 'flex', alignItems: 'center', color: 'inherit', textDecoration: 'none' }}
    >
      {application?.logo ? (
        <Box
          component="img"
          src={application.logo}
          alt={application.name}
          sx={(theme) => ({
            height: 32,
            maxWidth: 160,
            // A brand's logo is drawn for a light page: in the dark theme it sits on a light plate.
            ...(theme.palette.mode === 'dark' && { bgcolor: 'common.white', borderRadius: 1, p: 0.25 }),
          })}
        />
      ) : (
        <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
          {application?.name ?? 'Client Portal'}
        </Typography>
      )}
    </Box>
  );
};
