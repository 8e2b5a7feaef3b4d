import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ACCOUNT_STATUS_DISPLAY } from '@portal/contracts/api/onboarding';
import {
  APPLICATION_FILE_KIND_LABELS,
  RETURN_REASON_MAX,
  type TStaffApplication,
} from '@portal/contracts/api/staff-operations';
import { formatDisplayDate } from '@portal/contracts/formats';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '@/shared/api/api-error';
import { toast } from '@/shared/toast/toast-store';
import { PageSpinner } from '@/shared/ui/page-spinner';
import {
  useApplicationDecision,
  useDownloadApplicationFile,
  useStaffApplication,
} from '../api/application-queue';
import { AccountSummarySections } from './account-summary-sections';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper variant="outlined" sx={{ p: 2 }}>
    <Typography variant="h6" component="h3" gutterBottom>
      {title}
    </Typography>
    {children}
  </Paper>
);

/** One submitted application: what its summary shows, its users and files, and the decisions on it. */
export const ApplicationReviewPage = () => {
  const id = Number(useParams().id);
  const { data, isPending, error } = useStaffApplication(id);
  if (isPending) return <PageSpinner />;
  if (error || !data)
    return (
      <Box sx={{ p: 3 }}>
        <Alert severity="error">
          {error instanceof ApiError && error.status === 404
            ? 'There is no such application.'
            : 'The application could not be loaded.'}
        </Alert>
      </Box>
    );
  return <ApplicationReview application={data} />;
};

const ApplicationReview = ({ application }: { application: TStaffApplication }) => {
  const { account, members, files, reviews } = application;
  const decision = useApplicationDecision(account.id);
  const download = useDownloadApplicationFile();
  const [confirmActivate, setConfirmActivate] = useState(false);
  const [returning, setReturning] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const status = ACCOUNT_STATUS_DISPLAY[account.status as keyof typeof ACCOUNT_STATUS_DISPLAY];

  const handleActivate = () =>
    decision.mutate(
      { action: 'activate' },
      {
        onSuccess: (answer) => {
          setConfirmActivate(false);
          toast.success(answer.detail);
        },
        onError: () => setConfirmActivate(false),
      },
    );

  const handleReturn = () => {
    if (!reason.trim()) {
      setReasonError('Give the reason for returning the application.');
      return;
    }
    decision.mutate(
      { action: 'return', reason },
      {
        onSuccess: (answer) => {
          setReturning(false);
          setReason('');
          toast.success(answer.detail);
        },
        onError: (failure) =>
          setReasonError(
            failure instanceof ApiError
              ? (failure.fieldErrors.reason ?? failure.detail ?? 'The application could not be returned.')
              : 'The application could not be returned.',
          ),
      },
    );
  };

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Link component={RouterLink} to="/staff/applications/" underline="hover">
        Back to applications
      </Link>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mt: 1, mb: 3, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography variant="h4" component="h2">
            {account.name}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip
              label={status?.display_name ?? account.status}
              color={
                status?.style === 'success' ? 'success' : status?.style === 'warning' ? 'warning' : 'default'
              }
              size="small"
            />
            <Typography variant="body2" color="text.secondary">
              {account.type_display} · {account.application.toUpperCase()}
              {account.submitted_at ? ` · submitted ${formatDisplayDate(account.submitted_at)}` : ''}
            </Typography>
          </Stack>
        </Box>
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            color="warning"
            disabled={!application.can_return || decision.isPending}
            onClick={() => {
              setReasonError('');
              setReturning(true);
            }}
          >
            Return
          </Button>
          <Button
            variant="contained"
            disabled={!application.can_activate || decision.isPending}
            onClick={() => setConfirmActivate(true)}
          >
            Activate
          </Button>
        </Stack>
      </Stack>

      <Stack spacing={2}>
        {reviews.length > 0 ? (
          <Section title="Decisions">
            <List dense disablePadding>
              {reviews.map((review) => (
                <ListItem key={`${review.action}-${review.created}`} disableGutters>
                  <ListItemText
                    primary={`${review.action === 'activated' ? 'Activated' : 'Returned'} by ${review.staff_name || 'staff'} on ${formatDisplayDate(review.created)}`}
                    secondary={review.reason || null}
                  />
                </ListItem>
              ))}
            </List>
          </Section>
        ) : null}
        <Section title="Members">
          <List dense disablePadding>
            {members.map((member) => (
              <ListItem key={member.user_id} disableGutters>
                <ListItemText
                  primary={`${member.name}${member.user_id === account.primary_user ? ' (primary applicant)' : ''}`}
                  secondary={member.email}
                />
              </ListItem>
            ))}
          </List>
        </Section>
        <Section title="Files">
          {files.length === 0 ? (
            <Typography color="text.secondary">No files were uploaded with this application.</Typography>
          ) : (
            <List dense disablePadding>
              {files.map((file) => (
                <ListItem
                  key={`${file.kind}-${file.id}`}
                  disableGutters
                  secondaryAction={
                    <Button size="small" onClick={() => download.mutate(file)}>
                      Download
                    </Button>
                  }
                >
                  <ListItemText
                    primary={file.file_name}
                    secondary={`${APPLICATION_FILE_KIND_LABELS[file.kind]} · ${file.owner}`}
                    sx={{ pr: 10 }}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Section>
        <AccountSummarySections account={account} />
      </Stack>

      <Dialog open={confirmActivate} onClose={() => setConfirmActivate(false)} maxWidth="xs" fullWidth>
        <DialogTitle>Activate {account.name}?</DialogTitle>
        <DialogContent>
          <DialogContentText>The account becomes active and its members are notified.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmActivate(false)}>Cancel</Button>
          <Button variant="contained" onClick={handleActivate} disabled={decision.isPending}>
            Activate
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog open={returning} onClose={() => setReturning(false)} maxWidth="sm" fullWidth>
        <DialogTitle>Return the application</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The application goes back to its applicant to change and submit again. Its members are notified
            with the reason.
          </DialogContentText>
          <TextField
            label="Reason"
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError('');
            }}
            multiline
            minRows={3}
            fullWidth
            error={Boolean(reasonError)}
            helperText={reasonError || `${reason.length}/${RETURN_REASON_MAX}`}
            slotProps={{ htmlInput: { maxLength: RETURN_REASON_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setReturning(false)}>Cancel</Button>
          <Button variant="contained" color="warning" onClick={handleReturn} disabled={decision.isPending}>
            Return
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};
