import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  sharedAccessMessages,
  type TSharedAccessGrant,
  type TSharedAccessStatus,
  type TSharedAccount,
  ZSharedAccessInviteRequestSchema,
} from '@portal/contracts/api/shared-access';
import { formatDisplayDate } from '@portal/contracts/formats';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useShareableAccounts } from '@/features/shared-access/api/get-shareable-accounts';
import { useSharedAccess } from '@/features/shared-access/api/get-shared-access';
import { useInviteViewer } from '@/features/shared-access/api/invite-viewer';
import { useRevokeViewer } from '@/features/shared-access/api/revoke-viewer';
import { applyServerErrors } from '@/shared/forms/apply-server-errors';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';
import { FormTextField } from '@/shared/forms/form-text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { toast } from '@/shared/toast/toast-store';
import { ListRow } from '@/shared/ui/list-row';
import { PageSpinner } from '@/shared/ui/page-spinner';

export const SHARED_ACCESS_TEXTS = {
  title: 'Shared access',
  intro:
    'Let your accountant or another adviser see the dashboard, documents and reports of the accounts you choose. They cannot sign, change bank accounts or details, book meetings or see your tax file number. Every view is in your activity log.',
  inviteTitle: 'Invite a person',
  accountsLabel: 'Accounts they may view',
  invite: 'Send invitation',
  listTitle: 'People with access',
  nobody: 'You have not shared your accounts with anyone.',
  revoke: 'Revoke',
  revokeTitle: 'Revoke access?',
  revokeMessage: (who: string) => `${who} will no longer see your accounts, from their next click.`,
  cancel: 'Cancel',
} as const;

const STATUS_LABELS: Record<TSharedAccessStatus, string> = {
  invited: 'Invited',
  active: 'Active',
  expired: 'Invitation expired',
};

const InviteForm = ({ accounts }: { accounts: TSharedAccount[] }) => {
  const invite = useInviteViewer();
  const accountsLabelId = useId();
  const { control, handleSubmit, setError, reset, formState } = useZodForm(ZSharedAccessInviteRequestSchema, {
    email: '',
    accounts: [],
  });
  const handleInvite = handleSubmit(async (values) => {
    try {
      await invite.mutateAsync(values);
      toast.success(sharedAccessMessages.invited);
      reset({ email: '', accounts: [] });
    } catch (error) {
      applyServerErrors(error, setError, ['email', 'accounts']);
    }
  });
  return (
    <Box component="form" noValidate onSubmit={handleInvite} aria-label={SHARED_ACCESS_TEXTS.inviteTitle}>
      <FormErrorAlert message={formState.errors.root?.server?.message} />
      <FormTextField control={control} name="email" label="Email" type="email" />
      <Controller
        control={control}
        name="accounts"
        render={({ field, fieldState }) => (
          <FormControl component="fieldset" error={fieldState.error !== undefined} sx={{ mt: 1, mb: 2 }}>
            <FormLabel component="legend" id={accountsLabelId}>
              {SHARED_ACCESS_TEXTS.accountsLabel}
            </FormLabel>
            <FormGroup aria-labelledby={accountsLabelId}>
              {accounts.map((account) => (
                <FormControlLabel
                  key={account.id}
                  label={account.name}
                  control={
                    <Checkbox
                      checked={field.value.includes(account.id)}
                      onChange={(_, checked) =>
                        field.onChange(
                          checked
                            ? [...field.value, account.id]
                            : field.value.filter((id: number) => id !== account.id),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
          </FormControl>
        )}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {SHARED_ACCESS_TEXTS.invite}
        </Button>
      </Box>
    </Box>
  );
};

const GrantItem = ({ grant, onRevoke }: { grant: TSharedAccessGrant; onRevoke: () => void }) => (
  <ListRow label={grant.email}>
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {grant.name ? `${grant.name} · ${grant.email}` : grant.email}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {grant.accounts.map((a) => a.name).join(', ')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
        <Chip
          size="small"
          label={STATUS_LABELS[grant.status]}
          color={grant.status === 'active' ? 'success' : 'default'}
        />
        <Typography variant="body2" color="text.secondary">
          since {formatDisplayDate(grant.since)}
        </Typography>
      </Box>
    </Box>
    <Button variant="outlined" color="error" onClick={onRevoke} aria-label={`Revoke ${grant.email}`}>
      {SHARED_ACCESS_TEXTS.revoke}
    </Button>
  </ListRow>
);

const RevokeDialog = ({
  grant,
  busy,
  onCancel,
  onConfirm,
}: {
  grant: TSharedAccessGrant | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) => {
  const titleId = useId();
  return (
    <Dialog open={grant !== null} onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{SHARED_ACCESS_TEXTS.revokeTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {SHARED_ACCESS_TEXTS.revokeMessage(grant?.name ?? grant?.email ?? '')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{SHARED_ACCESS_TEXTS.cancel}</Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={busy}>
          {SHARED_ACCESS_TEXTS.revoke}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** The investor's shared access (issue 20, part 4): invite by e-mail, see who has access, revoke at once. */
export const SharedAccessPage = () => {
  const grants = useSharedAccess();
  const accounts = useShareableAccounts();
  const revoke = useRevokeViewer();
  const [revoking, setRevoking] = useState<TSharedAccessGrant | null>(null);
  if (!grants.data || !accounts.data) return <PageSpinner />;
  const handleRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      toast.success(sharedAccessMessages.revoked);
    } catch {
      // The error catalogue has answered (a fresh second factor first, or the error page).
    } finally {
      setRevoking(null);
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 760 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {SHARED_ACCESS_TEXTS.title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{SHARED_ACCESS_TEXTS.intro}</Typography>
      <Typography variant="h2" sx={{ mb: 1 }}>
        {SHARED_ACCESS_TEXTS.inviteTitle}
      </Typography>
      <InviteForm accounts={accounts.data} />
      <Divider sx={{ my: 3 }} />
      <Typography variant="h2" sx={{ mb: 1 }}>
        {SHARED_ACCESS_TEXTS.listTitle}
      </Typography>
      {grants.data.length === 0 ? (
        <Typography color="text.secondary">{SHARED_ACCESS_TEXTS.nobody}</Typography>
      ) : (
        <Box component="ul" aria-label={SHARED_ACCESS_TEXTS.listTitle} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {grants.data.map((grant) => (
            <GrantItem key={grant.id} grant={grant} onRevoke={() => setRevoking(grant)} />
          ))}
        </Box>
      )}
      <RevokeDialog
        grant={revoking}
        busy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => void handleRevoke()}
      />
    </Paper>
  );
};
