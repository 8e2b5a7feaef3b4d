import Box from '@mui/material/Box';

/** A loading indicator drawn with CSS only (it is on every first paint, so it stays tiny). */
export const PageSpinner = ({ label = 'Loading' }: { label?: string }) => (
  <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240 }}>
    <Box
      role="progressbar"
      aria-label={label}
      sx={{
        width: 40,
        height: 40,
        borderRadius: '50%',
        border: 4,
        borderColor: 'action.hover',
        borderTopColor: 'primary.main',
        '@keyframes page-spinner': { to: { transform: 'rotate(360deg)' } },
        animation: 'page-spinner 0.8s linear infinite',
      }}
    />
  </Box>
);
