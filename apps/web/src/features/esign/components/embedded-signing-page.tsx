// /esign/sign/{token}/: the embedded provider's signing page. Every document is listed, shown and can be
// downloaded; once each has been opened the signer types their full name and signs, declines, or finishes later. The session times out at the
// time the server gives; every outcome goes to the callback page with its event.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { esignTexts, type TSigningSession, type TSignRequest } from '@portal/contracts/api/esign';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '@/shared/api/api-error';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { useSigningSession } from '../api/get-signing-session';
import { type TSessionAction, useSendSigningSessionAction } from '../api/send-signing-session-action';
import { notOpened, SigningDocuments } from './signing-documents';

const detailOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && typeof (error.body as { detail?: unknown })?.detail === 'string'
    ? (error.body as { detail: string }).detail
    : fallback;

const fieldErrorOf = (error: unknown) => {
  const value = error instanceof ApiError ? (error.body as { full_name?: unknown })?.full_name : undefined;
  return Array.isArray(value) && typeof value[0] === 'string' ? value[0] : null;
};

export const EmbeddedSigningPage = () => {
  const token = useParams().token ?? '';
  const session = useSigningSession(token);

  if (session.isError)
    return (
      <Alert severity="error" sx={{ m: 3 }}>
        {detailOf(session.error, esignTexts.linkInvalid)}
      </Alert>
    );
  if (!session.data) return <PageSpinner />;
  return <SigningForm token={token} session={session.data} />;
};

const SigningForm = ({ token, session }: { token: string; session: TSigningSession }) => {
  const navigate = useNavigate();
  const nameId = useId();
  const [fullName, setFullName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const sendAction = useSendSigningSessionAction();
  const canSign = session.recipient_status === 'sent';
  const toOpen = notOpened(session.documents, opened);

  const act = async (action: TSessionAction, body: TSignRequest | Record<string, never> = {}) => {
    setBusy(true);
    setConfirmingDecline(false);
    try {
      const result = await sendAction.mutateAsync({ token, action, body });
      navigate(result.redirect_url, { replace: true });
    } catch (error) {
      const field = fieldErrorOf(error);
      if (field) setNameError(field);
      else setFailure(detailOf(error, esignTexts.linkInvalid));
      setBusy(false);
    }
  };

  // The session ends at the time the server set: the signer is told on the callback page.
  const actRef = useRef(act);
  actRef.current = act;
  useEffect(() => {
    const left = new Date(session.expires_at).getTime() - Date.now();
    const timer = setTimeout(() => void actRef.current('timeout'), Math.max(left, 0));
    return () => clearTimeout(timer);
  }, [session.expires_at]);

  const endsAt = new Date(session.expires_at).toLocaleTimeString('en-AU', {
    hour: '2-digit',
    minute: '2-digit',
  });

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, md: 5 }, px: { xs: 1, md: 2 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, maxWidth: 960, width: '100%' }}>
        <Typography variant="h2" sx={{ mb: 1 }}>
          {esignTexts.signPageHeading}
        </Typography>
        <Typography variant="h3" component="p" sx={{ mb: 2 }}>
          {session.title}
        </Typography>
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        ) : null}
        <Typography sx={{ mb: 1, fontWeight: 600 }}>{esignTexts.signingAs(session.signer_name)}</Typography>
        {canSign ? (
          <Typography sx={{ mb: 1 }}>{esignTexts.signPageIntro}</Typography>
        ) : (
          <Alert severity="info" sx={{ mb: 2 }}>
            {esignTexts.alreadySigned}
          </Alert>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {esignTexts.sessionEndsAt(endsAt)}
        </Typography>
        <SigningDocuments
          token={token}
          documents={session.documents}
          opened={opened}
          onOpen={(position) => setOpened((before) => new Set(before).add(position))}
        />
        {canSign ? (
          <Alert severity={toOpen.length > 0 ? 'warning' : 'success'} sx={{ mb: 1 }}>
            {toOpen.length > 0 ? esignTexts.stillToOpen(toOpen) : esignTexts.allOpened}
          </Alert>
        ) : null}
        {canSign ? (
          <Box sx={{ mt: 3 }}>
            <TextField
              id={nameId}
              label={esignTexts.typedName}
              value={fullName}
              onChange={(e) => {
                setFullName(e.target.value);
                setNameError(null);
              }}
              error={nameError !== null}
              helperText={nameError ?? ' '}
              autoComplete="name"
              fullWidth
            />
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'flex-end', mt: 2 }}>
              <Button disabled={busy} onClick={() => void act('finish-later')}>
                {esignTexts.finishLater}
              </Button>
              <Button
                variant="outlined"
                color="error"
                disabled={busy}
                onClick={() => setConfirmingDecline(true)}
              >
                {esignTexts.decline}
              </Button>
              <Button
                variant="contained"
                disabled={busy || fullName.trim() === '' || toOpen.length > 0}
                onClick={() => void act('sign', { full_name: fullName })}
              >
                {esignTexts.sign}
              </Button>
            </Box>
          </Box>
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
            <Button variant="contained" disabled={busy} onClick={() => void act('close')}>
              {esignTexts.close}
            </Button>
          </Box>
        )}
      </Paper>
      <Dialog open={confirmingDecline} onClose={() => setConfirmingDecline(false)}>
        <DialogContent>
          <DialogContentText>{esignTexts.declineConfirm}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmingDecline(false)}>Cancel</Button>
          <Button color="error" variant="contained" disabled={busy} onClick={() => void act('decline')}>
            {esignTexts.decline}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};
