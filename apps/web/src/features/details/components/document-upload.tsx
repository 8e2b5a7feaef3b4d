// Choosing and uploading a document: the file's type and size are checked first (spec messages as
// toasts: 'Selected File is not Supported for Upload', 'Max file size is - 10MB'), then it is sent.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { TDocumentFile } from '@portal/contracts/api/details';
import { UPLOAD_ACCEPT } from '@portal/contracts/constants';
import { checkUpload } from '@portal/contracts/upload';
import { useId, useState } from 'react';
import { useDeletePersonalDocument } from '@/features/details/api/delete-personal-document';
import { useUploadPersonalDocument } from '@/features/details/api/upload-personal-document';
import { ApiError } from '@/shared/api/api-error';
import { toast } from '@/shared/toast/toast-store';

type TProps = {
  label: string;
  file: TDocumentFile | null;
  onChange: (file: TDocumentFile | null) => void;
  error?: string;
};

export const DocumentUpload = ({ label, file, onChange, error }: TProps) => {
  const inputId = useId();
  const upload = useUploadPersonalDocument();
  const remove = useDeletePersonalDocument();
  const [busy, setBusy] = useState(false);

  const handleChoose = async (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = checkUpload(chosen);
    if (problem) {
      toast.error(problem);
      return;
    }
    setBusy(true);
    try {
      onChange(await upload.mutateAsync(chosen));
    } catch (failure) {
      const message = failure instanceof ApiError ? (failure.fieldErrors.file ?? failure.detail) : undefined;
      if (message) toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  const handleDelete = async () => {
    if (!file) return;
    try {
      await remove.mutateAsync(file.id);
    } catch {
      // A file already gone or still in use stays unlinked from this form either way.
    }
    onChange(null);
  };

  return (
    <Box sx={{ my: 2 }}>
      <Typography component="label" htmlFor={inputId} sx={{ display: 'block', mb: 1, fontWeight: 600 }}>
        {label}
      </Typography>
      {file ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography data-testid="uploaded-file">{file.file_name}</Typography>
          <Button size="small" onClick={handleDelete}>
            Delete
          </Button>
        </Box>
      ) : null}
      <input
        id={inputId}
        type="file"
        accept={UPLOAD_ACCEPT}
        disabled={busy}
        onChange={(event) => {
          void handleChoose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <FormHelperText>pdf, png or jpg, up to 10 MB</FormHelperText>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
};
