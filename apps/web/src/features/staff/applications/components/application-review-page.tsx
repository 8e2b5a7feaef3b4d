import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { UNFILLED_FIELD_LABELS } from '@portal/contracts/api/account-setup';
import { ACCOUNT_STATUS_DISPLAY } from '@portal/contracts/api/onboarding';
import { APPLICATION_FILE_KIND_LABELS, type TStaffApplication } from '@portal/contracts/api/staff-operations';
import { formatDisplayDate } from '@portal/contracts/formats';
import { useState } from 'react';
import { useParams } from 'react-router';
import { AppliedForRows } from '@/shared/application-sections/applied-for-rows';
import { toast } from '@/shared/toast/toast-store';
import { ConfirmDialog } from '../../components/confirm-dialog';
import {
  ReturnWithReasonDialog,
  ReviewHeader,
  ReviewLoad,
  ReviewPanel,
  useReturnWithReason,
} from '../../components/staff-review';
import { useActivateApplication } from '../api/activate-application';
import { useDownloadApplicationFile } from '../api/download-application-file';
import { useStaffApplication } from '../api/get-staff-application';
import { useReturnApplication } from '../api/return-application';

/**
 * One submitted application: as its members signed it (the signed PDF's sections), its users and files
 * (the signed PDFs among them), what it still lacks, and the decisions on it.
 */
export const ApplicationReviewPage = () => {
  const id = Number(useParams().id);
  return (
    <ReviewLoad
      query={useStaffApplication(id)}
      notFound="There is no such application."
      failed="The application could not be loaded."
    >
      {(data) => <ApplicationReview application={data} />}
    </ReviewLoad>
  );
};

const ApplicationReview = ({ application }: { application: TStaffApplication }) => {
  const { account, sections, members, files, reviews } = application;
  const missing = account.extra_application_info.data.unfilled_fields;
  const activate = useActivateApplication();
  const returnApplication = useReturnApplication();
  const deciding = activate.isPending || returnApplication.isPending;
  const download = useDownloadApplicationFile();
  const [confirmActivate, setConfirmActivate] = useState(false);
  const returning = useReturnWithReason({
    required: 'Give the reason for returning the application.',
    fallback: 'The application could not be returned.',
    send: (reason, callbacks) => returnApplication.mutate({ id: account.id, reason }, callbacks),
  });
  const status = ACCOUNT_STATUS_DISPLAY[account.status as keyof typeof ACCOUNT_STATUS_DISPLAY];

  const handleActivate = () =>
    activate.mutate(account.id, {
      onSuccess: (answer) => {
        setConfirmActivate(false);
        toast.success(answer.detail);
      },
      onError: () => setConfirmActivate(false),
    });

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <ReviewHeader
        backTo="/staff/applications/"
        backLabel="Back to applications"
        title={account.name}
        meta={
          <>
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
          </>
        }
        actions={
          <>
            <Button
              variant="outlined"
              color="warning"
              disabled={!application.can_return || deciding}
              onClick={returning.start}
            >
              Return
            </Button>
            <Button
              variant="contained"
              disabled={!application.can_activate || deciding}
              onClick={() => setConfirmActivate(true)}
            >
              Activate
            </Button>
          </>
        }
      />

      <Stack spacing={2}>
        {application.activation_blockers.map((blocker) => (
          <Alert key={blocker} severity="warning">
            {blocker}
          </Alert>
        ))}
        {missing.length > 0 ? (
          <Alert severity="info">
            Missing details: {missing.map((field) => UNFILLED_FIELD_LABELS[field]).join(', ')}
          </Alert>
        ) : null}
        {reviews.length > 0 ? (
          <ReviewPanel title="Decisions">
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
          </ReviewPanel>
        ) : null}
        <ReviewPanel title="Members">
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
        </ReviewPanel>
        <ReviewPanel title="Files">
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
        </ReviewPanel>
        {sections.map((section) => (
          <ReviewPanel key={section.title} title={section.title} region>
            {section.rows.length > 0 ? (
              <AppliedForRows section={section} />
            ) : (
              <Typography color="text.secondary">Not given.</Typography>
            )}
          </ReviewPanel>
        ))}
      </Stack>

      <ConfirmDialog
        open={confirmActivate}
        title={`Activate ${account.name}?`}
        message="The account becomes active and its members are notified."
        confirmLabel="Activate"
        busy={deciding}
        focusConfirm={false}
        onConfirm={handleActivate}
        onCancel={() => setConfirmActivate(false)}
      />

      <ReturnWithReasonDialog
        state={returning}
        title="Return the application"
        intro="The application goes back to its applicant to change and submit again. Its members are notified with the reason."
        label="Reason"
        submitLabel="Return"
        busy={deciding}
      />
    </Box>
  );
};
