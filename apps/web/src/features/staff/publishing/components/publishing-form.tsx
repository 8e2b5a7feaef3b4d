import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { ApiError } from '@/shared/api/api-error';

type TFailureParts = {
  /** Prefix each field's message with the field's path (`data.records.0.saa: ...`). */
  fieldNames: boolean;
  nonField: boolean;
  detail: boolean;
};

/**
 * What a refused publish says, one line each: the field errors, then (where the call answers them) the
 * non-field errors and the detail; the fallback when the call did not answer at all.
 */
export const failureLines = (failure: Error, fallback: string, parts: TFailureParts): string[] =>
  failure instanceof ApiError
    ? [
        ...Object.entries(failure.fieldErrors).map(([field, message]) =>
          parts.fieldNames ? `${field}: ${message}` : message,
        ),
        ...(parts.nonField && failure.nonFieldErrors ? [failure.nonFieldErrors] : []),
        ...(parts.detail && failure.detail ? [failure.detail] : []),
      ]
    : [fallback];

type TPublishingFormProps = {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  busy: boolean;
  errors: string[];
  onSubmit: () => void;
  children: ReactNode;
};

/** A publishing form: its fields, what stops it (one line each), and the button that sends it. */
export const PublishingForm = ({
  label,
  submitLabel,
  busy,
  errors,
  onSubmit,
  children,
}: TPublishingFormProps) => (
  <Stack
    spacing={2}
    component="form"
    aria-label={label}
    onSubmit={(event) => {
      event.preventDefault();
      onSubmit();
    }}
  >
    {children}
    {errors.length > 0 ? (
      <Alert severity="error">
        {errors.map((error) => (
          <div key={error}>{error}</div>
        ))}
      </Alert>
    ) : null}
    <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
      {submitLabel}
    </Button>
  </Stack>
);
