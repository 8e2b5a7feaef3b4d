import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RETURN_REASON_MAX } from '@portal/contracts/api/staff-operations';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '@/shared/api/api-error';
import { toast } from '@/shared/toast/toast-store';
import { PageSpinner } from '@/shared/ui/page-spinner';

type TReviewLoadProps<T> = {
  query: { data: T | undefined; isPending: boolean; error: Error | null };
  /** Shown when the server answers 404. */
  notFound: string;
  /** Shown for any other failure. */
  failed: string;
  children: (data: T) => ReactNode;
};

/** A record under review: a spinner while it loads, an error when it cannot be, else the review itself. */
export const ReviewLoad = <T,>({ query, notFound, failed, children }: TReviewLoadProps<T>) => {
  const { data, isPending, error } = query;
  if (isPending) return <PageSpinner />;
  if (error || !data)
    return (
      <Box sx={{ p: 3 }}>
        <Alert severity="error">
          {error instanceof ApiError && error.status === 404 ? notFound : failed}
        </Alert>
      </Box>
    );
  return children(data);
};

/** One titled part of a review; `region` makes it a landmark named by its title. */
export const ReviewPanel = ({
  title,
  region = false,
  children,
}: {
  title: string;
  region?: boolean;
  children: ReactNode;
}) => (
  <Paper
    variant="outlined"
    {...(region ? { component: 'section', 'aria-label': title } : {})}
    sx={region ? { p: 2, minWidth: 0 } : { p: 2 }}
  >
    <Typography variant="h6" component="h3" gutterBottom>
      {title}
    </Typography>
    {children}
  </Paper>
);

type TReviewHeaderProps = {
  backTo: string;
  backLabel: string;
  title: string;
  /** Chips and facts under the title. */
  meta: ReactNode;
  /** The decision buttons. */
  actions: ReactNode;
};

/** The top of a review: the way back to its queue, the record's name and facts, and the decisions. */
export const ReviewHeader = ({ backTo, backLabel, title, meta, actions }: TReviewHeaderProps) => (
  <>
    <Link component={RouterLink} to={backTo} underline="hover">
      {backLabel}
    </Link>
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mt: 1, mb: 3, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h4" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          {meta}
        </Stack>
      </Box>
      <Stack direction="row" spacing={1}>
        {actions}
      </Stack>
    </Stack>
  </>
);

type TReturnCallbacks = {
  onSuccess: (answer: { detail: string }) => void;
  onError: (failure: Error) => void;
};

/**
 * Returning a record to its members with a reason: the dialog's state, the check that a reason is
 * given, and the server's answer (its message as a toast, or its error under the reason).
 */
export const useReturnWithReason = ({
  required,
  fallback,
  send,
}: {
  /** Shown when no reason is given. */
  required: string;
  /** Shown when the server's answer names no reason of its own. */
  fallback: string;
  send: (reason: string, callbacks: TReturnCallbacks) => void;
}) => {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  return {
    open,
    reason,
    error,
    start: () => {
      setError('');
      setOpen(true);
    },
    close: () => setOpen(false),
    change: (value: string) => {
      setReason(value);
      setError('');
    },
    submit: () => {
      if (!reason.trim()) {
        setError(required);
        return;
      }
      send(reason, {
        onSuccess: (answer) => {
          setOpen(false);
          setReason('');
          toast.success(answer.detail);
        },
        onError: (failure) =>
          setError(
            failure instanceof ApiError
              ? (failure.fieldErrors.reason ?? failure.detail ?? fallback)
              : fallback,
          ),
      });
    },
  };
};

type TReturnWithReasonDialogProps = {
  state: ReturnType<typeof useReturnWithReason>;
  title: string;
  intro: string;
  label: string;
  submitLabel: string;
  busy: boolean;
};

/** Asks for the reason a record goes back to its members, counting the characters left. */
export const ReturnWithReasonDialog = ({
  state,
  title,
  intro,
  label,
  submitLabel,
  busy,
}: TReturnWithReasonDialogProps) => (
  <Dialog open={state.open} onClose={state.close} maxWidth="sm" fullWidth>
    <DialogTitle>{title}</DialogTitle>
    <DialogContent>
      <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText>
      <TextField
        label={label}
        value={state.reason}
        onChange={(event) => state.change(event.target.value)}
        multiline
        minRows={3}
        fullWidth
        error={Boolean(state.error)}
        helperText={state.error || `${state.reason.length}/${RETURN_REASON_MAX}`}
        slotProps={{ htmlInput: { maxLength: RETURN_REASON_MAX } }}
      />
    </DialogContent>
    <DialogActions>
      <Button onClick={state.close}>Cancel</Button>
      <Button variant="contained" color="warning" onClick={state.submit} disabled={busy}>
        {submitLabel}
      </Button>
    </DialogActions>
  </Dialog>
);
