import MobileStepper from '@mui/material/MobileStepper';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
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

/** Where account setup stands, shown above every page of the wizard (our wording; spec silent). */
export const WIZARD_STEPS = ['Account', 'Details', 'Review and submit'] as const;
export type TWizardStep = 0 | 1 | 2;

/** The steps in a row; on a phone, 'Step 2 of 3: Details' over a row of dots. */
const WizardStepper = ({ step }: { step: TWizardStep }) => {
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (compact)
    return (
      <nav aria-label="Account setup steps">
        <Typography variant="body2" color="text.secondary">
          {`Step ${step + 1} of ${WIZARD_STEPS.length}: ${WIZARD_STEPS[step]}`}
        </Typography>
        <MobileStepper
          variant="dots"
          steps={WIZARD_STEPS.length}
          activeStep={step}
          position="static"
          backButton={null}
          nextButton={null}
          sx={{ px: 0, mb: 2, bgcolor: 'transparent', justifyContent: 'flex-start' }}
        />
      </nav>
    );
  return (
    <nav aria-label="Account setup steps">
      <Stepper activeStep={step} sx={{ mb: 3 }}>
        {WIZARD_STEPS.map((label, index) => (
          <Step key={label} aria-current={index === step ? 'step' : undefined}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </nav>
  );
};

/** The frame of every wizard page: where setup stands, and the stage's title over the step. */
export const WizardFrame = ({
  stage,
  step,
  children,
}: {
  stage: TWizardStage;
  step: TWizardStep;
  children: ReactNode;
}) => (
  <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 860, mx: 'auto' }}>
    <WizardStepper step={step} />
    {WIZARD_TITLES[stage] ? (
      <Typography variant="h1" sx={{ mb: 2 }}>
        {WIZARD_TITLES[stage]}
      </Typography>
    ) : null}
    {children}
  </Paper>
);
