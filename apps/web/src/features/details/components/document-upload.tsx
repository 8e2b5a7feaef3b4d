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
import { FileChoiceButton } from '@/shared/forms/file-choice-button';
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
      <FileChoiceButton
        id={inputId}
        buttonText={file ? 'Replace file' : 'Choose file'}
        accept={UPLOAD_ACCEPT}
        disabled={busy}
        fileName={file?.file_name ?? null}
        onChoose={(chosen) => void handleChoose(chosen)}
      />
      {file ? (
        <Button size="small" onClick={handleDelete} sx={{ mt: 1 }}>
          Delete
        </Button>
      ) : null}
      <FormHelperText>pdf, png or jpg, up to 10 MB</FormHelperText>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
};
