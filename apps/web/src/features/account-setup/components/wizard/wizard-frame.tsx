import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The application wizard's titles by step (spec section 2); empty while submitting or signing. */
export const WIZARD_TITLES = {
  invitation: 'Invitation',
  application: 'Application details',
  portfolio: 'Portfolio details',
  ips: 'Investment Policy Statement',
  submitting: '',
} as const;
export type TWizardStage = keyof typeof WIZARD_TITLES;

/** The frame of every wizard page: the stage's title over the step. */
export const WizardFrame = ({ stage, children }: { stage: TWizardStage; children: ReactNode }) => (
  <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 860, mx: 'auto' }}>
    {WIZARD_TITLES[stage] ? (
      <Typography variant="h1" sx={{ mb: 2 }}>
        {WIZARD_TITLES[stage]}
      </Typography>
    ) : null}
    {children}
  </Paper>
);
