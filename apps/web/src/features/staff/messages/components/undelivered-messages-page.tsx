import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  type TUndeliveredMessage,
  UNDELIVERED_MESSAGE_STATUS_LABELS,
} from '@portal/contracts/api/staff-messages';
import { formatDisplayDate } from '@portal/contracts/formats';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ConsoleListStatusRows } from '../../components/console-pagination';
import { useUndeliveredMessages } from '../api/get-undelivered-messages';
import { useRetryMessage } from '../api/retry-message';

const narrowHidden = { display: { xs: 'none', md: 'table-cell' } } as const;

const dateTime = (iso: string): string => {
  const date = new Date(iso);
  const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
  return `${formatDisplayDate(iso)} ${time}`;
};

const CHANNEL_LABELS: Record<TUndeliveredMessage['channel'], string> = { email: 'E-mail', sms: 'SMS' };

/**
 * The messages the portal has not delivered yet: the backlog still being retried and the dead letters
 * the deliverer gave up on, which staff may send again once the cause is dealt with. Message texts are
 * never shown (they carry codes and links) and recipients are masked.
 */
export const UndeliveredMessagesPage = () => {
  const messages = useUndeliveredMessages();
  const retry = useRetryMessage();
  const [asked, setAsked] = useState<TUndeliveredMessage | null>(null);
  const counts = messages.data?.counts;
  const rows = messages.data?.results ?? [];

  return (
    <Stack spacing={2}>
      <Typography variant="h2">Undelivered messages</Typography>
      {counts ? (
        <Typography>
          {counts.dead} undeliverable, {counts.pending + counts.sending} waiting to be sent again.
        </Typography>
      ) : null}
      {messages.isError ? <Alert severity="error">The messages could not be loaded.</Alert> : null}
      {retry.isError ? <Alert severity="error">The message could not be queued again.</Alert> : null}
      {retry.isSuccess ? <Alert severity="success">The message is queued to be sent again.</Alert> : null}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Undelivered messages">
          <TableHead>
            <TableRow>
              <TableCell>Queued</TableCell>
              <TableCell>Channel</TableCell>
              <TableCell>Recipient</TableCell>
              <TableCell sx={narrowHidden}>Subject</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Attempts</TableCell>
              <TableCell sx={narrowHidden}>Last error</TableCell>
              <TableCell sx={narrowHidden}>Next attempt</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            <ConsoleListStatusRows
              colSpan={9}
              empty={messages.isSuccess && rows.length === 0}
              emptyText="Every message has been delivered."
              loading={messages.isPending}
            />
            {rows.map((message) => (
              <TableRow key={message.id}>
                <TableCell>{dateTime(message.created)}</TableCell>
                <TableCell>{CHANNEL_LABELS[message.channel]}</TableCell>
                <TableCell>{message.recipient}</TableCell>
                <TableCell sx={narrowHidden}>{message.subject}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={UNDELIVERED_MESSAGE_STATUS_LABELS[message.status]}
                    color={message.status === 'dead' ? 'error' : 'warning'}
                  />
                </TableCell>
                <TableCell align="right">{message.attempts}</TableCell>
                <TableCell sx={{ ...narrowHidden, overflowWrap: 'anywhere' }}>{message.last_error}</TableCell>
                <TableCell sx={narrowHidden}>
                  {message.next_attempt ? dateTime(message.next_attempt) : ''}
                </TableCell>
                <TableCell>
                  {message.status === 'dead' ? (
                    <Button size="small" onClick={() => setAsked(message)}>
                      Retry
                    </Button>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ConfirmDialog
        open={asked !== null}
        title="Send the message again?"
        message={
          asked
            ? `The ${CHANNEL_LABELS[asked.channel]} to ${asked.recipient} goes back in the queue and is tried again.`
            : ''
        }
        confirmLabel="Send again"
        busy={retry.isPending}
        onConfirm={() => {
          if (asked) retry.mutate(asked.id, { onSettled: () => setAsked(null) });
        }}
        onCancel={() => setAsked(null)}
      />
    </Stack>
  );
};
