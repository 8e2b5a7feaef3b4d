// The secondary verification document step: a type from the available ones and a copy of it.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TDocumentFile, TSecondaryDocumentType } from '@portal/contracts/api/details';
import { zRequiredId } from '@portal/contracts/fields';
import { useState } from 'react';
import * as z from 'zod/mini';
import { useSecondaryDocumentTypes } from '@/features/details/api/get-secondary-document-types';
import { useSaveSecondaryDocument } from '@/features/details/api/save-secondary-document';
import { applyServerErrors } from '@/shared/forms/apply-server-errors';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';
import { SelectField } from '@/shared/forms/form-fields';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { DocumentUpload } from './document-upload';
import { StepActions, type TStepProps } from './step-actions';

const zSecondaryForm = z.object({ document_type: zRequiredId, document_file: zRequiredId });

export const SecondaryDocumentStep = ({ onNext, onCancel }: TStepProps) => {
  const saveDocument = useSaveSecondaryDocument();
  const types = useSecondaryDocumentTypes().data?.available_types ?? [];
  const [file, setFile] = useState<TDocumentFile | null>(null);
  const { control, handleSubmit, setValue, setError, formState } = useZodForm(zSecondaryForm, {
    document_type: '',
    document_file: '',
  });
  const handleSave = async (values: z.output<typeof zSecondaryForm>) => {
    try {
      await saveDocument.mutateAsync({
        document_type: String(values.document_type) as TSecondaryDocumentType,
        document_file: Number(values.document_file),
      });
      onNext();
    } catch (error) {
      applyServerErrors(error, setError, ['document_type', 'document_file']);
    }
  };
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(handleSave)}>
      <Typography variant="h2" sx={{ mb: 1 }}>
        Secondary verification document
      </Typography>
      <Typography sx={{ mb: 1 }}>Please provide a second document so we can verify your identity.</Typography>
      <FormErrorAlert message={formState.errors.root?.server?.message} />
      <SelectField
        control={control}
        name="document_type"
        label="Document type"
        options={types.map((t) => ({ value: t.key, label: t.title }))}
      />
      <DocumentUpload
        label="Copy of the document"
        file={file}
        error={formState.errors.document_file?.message}
        onChange={(next) => {
          setFile(next);
          setValue('document_file', next?.id ?? '', { shouldValidate: true });
        }}
      />
      <StepActions disabled={!formState.isValid || formState.isSubmitting} onCancel={onCancel} />
    </Box>
  );
};
