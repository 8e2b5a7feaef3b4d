import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The frame of every invitation screen: a titled card, centred on the public layout. */
export const InvitationCard = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
    <Typography variant="h1" sx={{ mb: 2 }}>
      {title}
    </Typography>
    {children}
  </Paper>
);
