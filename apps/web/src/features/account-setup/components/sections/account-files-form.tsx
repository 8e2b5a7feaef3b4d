// The generic upload screen (spec sections 2, 5, 8): the account's files with View and Delete, Upload
// file, and submit once at least one file is there. Wholesale investor certificates (up to 10, with the
// certificate template to download) and trust deed attachments (up to 5; Skip asks first in a 'Trust
// deed required' dialog, then records the skip on the account). Size and type errors are toasts.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { fileSizeVerbose } from '@portal/contracts/api/documents';
import {
  ACCOUNT_FILE_LIMITS,
  accountFileTexts,
  type TAccountFile,
  type TAccountFileKind,
} from '@portal/contracts/api/entity-files';
import { UPLOAD_ACCEPT } from '@portal/contracts/constants';
import { checkUpload } from '@portal/contracts/upload';
import { type FormEvent, useId, useState } from 'react';
import { useDeleteAccountFile } from '@/features/account-setup/api/delete-account-file';
import { useDownloadAccountFile } from '@/features/account-setup/api/download-account-file';
import { useAccountFiles } from '@/features/account-setup/api/get-account-files';
import { useCertificateTemplate } from '@/features/account-setup/api/get-certificate-template';
import { usePatchAccount } from '@/features/account-setup/api/patch-account';
import { useUploadAccountFile } from '@/features/account-setup/api/upload-account-file';
import { ApiError } from '@/shared/api/api-error';
import { SectionActions } from '@/shared/application-sections/section-actions';
import type { TSectionFormProps } from '@/shared/application-sections/section-form-props';
import { saveFile } from '@/shared/lib/save-file';
import { toast } from '@/shared/toast/toast-store';
import { PageSpinner } from '@/shared/ui/page-spinner';

export type TAccountFilesFormProps = TSectionFormProps & { kind: TAccountFileKind };

const TITLES: Record<TAccountFileKind, string> = {
  certificate: accountFileTexts.certificateTitle,
  deed_attachment: accountFileTexts.deedTitle,
};
const INTROS: Record<TAccountFileKind, string> = {
  certificate: accountFileTexts.certificateIntro,
  deed_attachment: accountFileTexts.deedIntro,
};

export const AccountFilesForm = ({ accountId, mode, onDone, kind }: TAccountFilesFormProps) => {
  const files = useAccountFiles(accountId, kind);
  const upload = useUploadAccountFile();
  const remove = useDeleteAccountFile();
  const download = useDownloadAccountFile();
  const patchAccount = usePatchAccount(accountId);
  const [busy, setBusy] = useState(false);
  const [skipOpen, setSkipOpen] = useState(false);
  const inputId = useId();
  const skipTitleId = useId();
  const max = ACCOUNT_FILE_LIMITS[kind];

  if (files.isPending) return <PageSpinner />;
  const list = files.data ?? [];
  const full = list.length >= max;

  const handleChoose = async (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = checkUpload(chosen);
    if (problem) {
      toast.error(problem);
      return;
    }
    setBusy(true);
    try {
      await upload.mutateAsync({ accountId, kind, file: chosen });
    } catch (failure) {
      // A detail (413 'Max file size is - 10MB', a closed application) was already a toast.
      const message = failure instanceof ApiError ? failure.fieldErrors.file : undefined;
      if (message) toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  const handleDelete = async (file: TAccountFile) => {
    setBusy(true);
    try {
      await remove.mutateAsync({ accountId, kind, fileId: file.id });
    } catch {
      // The error catalogue has told the user.
    } finally {
      setBusy(false);
    }
  };

  const handleView = async (file: TAccountFile) => {
    try {
      saveFile(await download.mutateAsync(file), file.file_name);
    } catch {
      // The error catalogue has told the user.
    }
  };

  const handleSkip = async () => {
    setBusy(true);
    try {
      await patchAccount.mutateAsync({ skip_deed_attachment: true });
      setSkipOpen(false);
      onDone();
    } catch {
      // The error catalogue has told the user.
    } finally {
      setBusy(false);
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (list.length > 0) onDone();
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit}>
      <Typography variant="h2" sx={{ mb: 1 }}>
        {TITLES[kind]}
      </Typography>
      <Typography sx={{ mb: 2 }}>{INTROS[kind]}</Typography>
      {kind === 'certificate' ? <TemplateLink /> : null}
      {list.length > 0 ? (
        <List aria-label="Uploaded files">
          {list.map((file) => (
            <ListItem key={file.id} divider disableGutters sx={{ flexWrap: 'wrap', columnGap: 2 }}>
              <ListItemText
                primary={file.file_name}
                secondary={fileSizeVerbose(file.size)}
                sx={{ flex: '1 1 12rem', minWidth: 0 }}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button size="small" onClick={() => handleView(file)} aria-label={`View ${file.file_name}`}>
                  View
                </Button>
                <Button
                  size="small"
                  color="error"
                  disabled={busy}
                  onClick={() => handleDelete(file)}
                  aria-label={`Delete ${file.file_name}`}
                >
                  Delete
                </Button>
              </Box>
            </ListItem>
          ))}
        </List>
      ) : null}
      <Box sx={{ mt: 2 }}>
        <input
          id={inputId}
          type="file"
          accept={UPLOAD_ACCEPT}
          hidden
          disabled={busy || full}
          onChange={(event) => {
            void handleChoose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button component="label" htmlFor={inputId} variant="outlined" disabled={busy || full}>
          {accountFileTexts.uploadFile}
        </Button>
        <FormHelperText>
          {full ? accountFileTexts.tooManyFiles(max) : `pdf, png or jpg, up to 10 MB; up to ${max} files`}
        </FormHelperText>
        {list.length === 0 ? <FormHelperText>{accountFileTexts.atLeastOneFile}</FormHelperText> : null}
      </Box>
      <Box
        sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-end', gap: 2, flexWrap: 'wrap' }}
      >
        {kind === 'deed_attachment' && mode === 'setup' ? (
          <Button variant="text" size="large" onClick={() => setSkipOpen(true)} sx={{ mt: 3 }}>
            {accountFileTexts.skip}
          </Button>
        ) : null}
        <SectionActions mode={mode} disabled={list.length === 0 || busy} />
      </Box>
      <Dialog
        open={skipOpen}
        onClose={() => setSkipOpen(false)}
        aria-labelledby={skipTitleId}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id={skipTitleId}>{accountFileTexts.deedRequiredTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{accountFileTexts.deedRequiredBody}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setSkipOpen(false)}>{accountFileTexts.uploadNow}</Button>
          <Button variant="contained" disabled={busy} onClick={handleSkip}>
            {accountFileTexts.skipAnyway}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};

/** The blank certificate for the investor's accountant; a public file, so a plain link saves it. */
const TemplateLink = () => {
  const template = useCertificateTemplate().data;
  if (!template) return null;
  return (
    <Link href={template.certificate_template} download sx={{ display: 'inline-block', mb: 2 }}>
      {accountFileTexts.downloadTemplate}
    </Link>
  );
};
