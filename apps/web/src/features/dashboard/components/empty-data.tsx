import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { GENERIC_FAILURE } from '@/shared/api/api-error';

const CardMessage = ({ text, testId }: { text: string; testId?: string }) => (
  <Box
    data-testid={testId}
    sx={{ flex: 1, minHeight: 120, display: 'grid', placeItems: 'center', color: 'text.secondary' }}
  >
    <Typography>{text}</Typography>
  </Box>
);

/** The dashboard's empty-data placeholder (spec 002 section 8: empty data shows a shared placeholder). */
export const EmptyData = () => <CardMessage text="No data available" testId="empty-data" />;

/** A card whose call failed. */
export const CardError = () => <CardMessage text={GENERIC_FAILURE} />;
