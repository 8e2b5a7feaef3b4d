import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useUnsubscribe } from '@/features/notifications/api/unsubscribe';
import { PageSpinner } from '@/shared/ui/page-spinner';

export const UNSUBSCRIBED_TEXT = 'You have been unsubscribed and will no longer receive these notifications.';
export const UNSUBSCRIBE_FAILED_TEXT = 'The unsubscribe link is invalid.';

/**
 * /notifications/unsubscribed/ (open to all). With ?token= from a notification e-mail the page turns
 * notification e-mails off by POST: a link preview that only fetches the page changes nothing.
 */
export const UnsubscribedPage = () => {
  const token = useSearchParams()[0].get('token');
  const { mutate, isError, isSuccess } = useUnsubscribe();
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  // Without a token nothing was asked, so nothing is claimed: the link is incomplete.
  const failed = isError || token === null;
  const waiting = token !== null && !isError && !isSuccess;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Unsubscribed
      </Typography>
      {waiting ? <PageSpinner /> : null}
      {failed ? <Alert severity="error">{UNSUBSCRIBE_FAILED_TEXT}</Alert> : null}
      {isSuccess ? <Typography>{UNSUBSCRIBED_TEXT}</Typography> : null}
    </Paper>
  );
};
