import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { GENERIC_FAILURE } from '@/shared/api/api-error';

/** The dashboard's empty-data placeholder (spec 002 section 8: empty data shows a shared placeholder). */
export const EmptyData = () => (
  <Box
    data-testid="empty-data"
    sx={{ height: '100%', minHeight: 120, display: 'grid', placeItems: 'center', color: 'text.secondary' }}
  >
    <Typography>No data available</Typography>
  </Box>
);

/** A card whose call failed. */
export const CardError = () => (
  <Box
    sx={{ height: '100%', minHeight: 120, display: 'grid', placeItems: 'center', color: 'text.secondary' }}
  >
    <Typography>{GENERIC_FAILURE}</Typography>
  </Box>
);
