import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { checkPasswordRules } from '@portal/contracts/password';
import { CheckIcon, CrossIcon } from '@/shared/ui/icons';

/** The live checklist of the password rules: each line turns green with a tick once it is met. */
export const PasswordChecklist = ({ password }: { password: string }) => (
  <Box component="ul" aria-label="Password requirements" sx={{ listStyle: 'none', p: 0, m: '4px 0 8px' }}>
    {checkPasswordRules(password).map((rule) => (
      <Box
        component="li"
        key={rule.id}
        data-passed={rule.passed}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          color: rule.passed ? 'success.main' : 'text.secondary',
        }}
      >
        {rule.passed ? (
          <CheckIcon fontSize="small" aria-hidden />
        ) : (
          <CrossIcon fontSize="small" aria-hidden />
        )}
        <Typography variant="body2" component="span">
          {rule.label}
        </Typography>
        <Box component="span" sx={visuallyHidden}>
          {rule.passed ? '(met)' : '(not met)'}
        </Box>
      </Box>
    ))}
  </Box>
);
