import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DOCUMENT_CATEGORIES, type TStaffAccountLookupItem } from '@portal/contracts/api/staff-operations';
import { UPLOAD_ACCEPT } from '@portal/contracts/constants';
import { todayIso } from '@portal/contracts/dates';
import { useState } from 'react';
import { DateInput } from '@/shared/forms/date-field';
import { toast } from '@/shared/toast/toast-store';
import { usePublishDocument } from '../api/publish-document';
import { failureLines, PublishingForm } from './publishing-form';

/** Uploads a document to the chosen account; its members see it in their documents and are notified. */
export const DocumentForm = ({ account }: { account: TStaffAccountLookupItem }) => {
  const publish = usePublishDocument();
  const [file, setFile] = useState<File | null>(null);
  const [category, setCategory] = useState<string>(DOCUMENT_CATEGORIES[0]);
  const [description, setDescription] = useState('');
  const [dateOf, setDateOf] = useState(todayIso());
  const [taxPack, setTaxPack] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [inputKey, setInputKey] = useState(0);

  const handleSubmit = () => {
    if (!file) {
      setErrors(['Choose the file to publish.']);
      return;
    }
    setErrors([]);
    publish.mutate(
      { accountId: account.id, file, category, description, dateOf, isAnnualSummaryTaxPack: taxPack },
      {
        onSuccess: (answer) => {
          toast.success(answer.detail);
          setFile(null);
          setDescription('');
          setInputKey((key) => key + 1);
        },
        onError: (failure) =>
          setErrors(
            failureLines(failure, 'The document could not be published.', {
              fieldNames: true,
              nonField: false,
              detail: true,
            }),
          ),
      },
    );
  };

  return (
    <PublishingForm
      label="Publish a document"
      submitLabel="Publish document"
      busy={publish.isPending}
      errors={errors}
      onSubmit={handleSubmit}
    >
      <Button variant="outlined" component="label" sx={{ alignSelf: 'flex-start' }}>
        Choose file (PDF, PNG or JPG)
        <input
          key={inputKey}
          hidden
          type="file"
          accept={UPLOAD_ACCEPT}
          aria-label="Document file"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </Button>
      {file ? <Typography variant="body2">{file.name}</Typography> : null}
      <TextField
        select
        label="Category"
        value={category}
        onChange={(event) => setCategory(event.target.value)}
      >
        {DOCUMENT_CATEGORIES.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Description"
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <DateInput id="document-date" label="Date" margin="none" value={dateOf} onChange={setDateOf} />
      <FormControlLabel
        control={<Checkbox checked={taxPack} onChange={(event) => setTaxPack(event.target.checked)} />}
        label="Part of the annual summary tax pack"
      />
    </PublishingForm>
  );
};
