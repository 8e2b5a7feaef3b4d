import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The frame of the holdings' forms and confirmations. */
export const PageFrame = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 720, mx: 'auto' }}>
    <Typography variant="h1" sx={{ mb: 2 }}>
      {title}
    </Typography>
    {children}
  </Paper>
);

/** A positive integer route parameter, or null. */
export const idParam = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};
