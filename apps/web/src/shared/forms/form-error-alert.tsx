import { lazy, Suspense } from 'react';

const Alert = lazy(() => import('@mui/material/Alert'));

/** The form's non_field_errors (and generic failures), shown at the top of the form. */
export const FormErrorAlert = ({ message }: { message: string | undefined }) =>
  message ? (
    <Suspense
      fallback={
        <div role="alert" data-testid="form-error">
          {message}
        </div>
      }
    >
      <Alert severity="error" sx={{ mb: 2 }} data-testid="form-error">
        {message}
      </Alert>
    </Suspense>
  ) : null;
