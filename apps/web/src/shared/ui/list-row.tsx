import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * One row of a settings list (passkeys, people with shared access, shared accounts): what it is on the
 * left, its action on the right, wrapping below on narrow screens.
 */
export const ListRow = ({ label, children }: { label?: string; children: ReactNode }) => (
  <Box
    component="li"
    aria-label={label}
    sx={{
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: 1,
      py: 1.5,
      borderBottom: 1,
      borderColor: 'divider',
    }}
  >
    {children}
  </Box>
);
