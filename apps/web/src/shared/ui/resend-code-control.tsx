import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatCountdown } from '@portal/contracts/formats';

export type TResendCodeControlProps = { remainingSeconds: number; disabled?: boolean; onResend: () => void };

/** 'Resend code' when allowed, otherwise 'Resend code in {m:ss}' counting down. */
export const ResendCodeControl = ({ remainingSeconds, disabled, onResend }: TResendCodeControlProps) =>
  remainingSeconds > 0 ? (
    <Typography variant="body2" color="text.secondary" data-testid="resend-countdown">
      Resend code in {formatCountdown(remainingSeconds)}
    </Typography>
  ) : (
    <Link component="button" type="button" variant="body2" onClick={onResend} disabled={disabled}>
      Resend code
    </Link>
  );
