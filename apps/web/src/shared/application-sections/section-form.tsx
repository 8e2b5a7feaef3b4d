// What the tax, company and trust forms share: the form frame (title, the server's form-level error,
// the fields, Next or Save) and the save step (send, refresh what changed and the account, move on, or
// put the server's errors under their fields).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { accountsKey } from '@/shared/application-sections/account-keys';
import { applyServerErrors } from '@/shared/forms/apply-server-errors';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';
import { SectionActions } from './section-actions';
import type { TSectionFormMode } from './section-form-props';

type TSectionFormFrameProps = {
  title: string;
  mode: TSectionFormMode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The server's non_field_errors or a generic failure. */
  error: string | undefined;
  disabled: boolean;
  children: ReactNode;
};

export const SectionFormFrame = ({
  title,
  mode,
  onSubmit,
  error,
  disabled,
  children,
}: TSectionFormFrameProps) => (
  <Box component="form" noValidate onSubmit={onSubmit}>
    <Typography variant="h2" sx={{ mb: 1 }}>
      {title}
    </Typography>
    <FormErrorAlert message={error} />
    {children}
    <SectionActions mode={mode} disabled={disabled} />
  </Box>
);

export const useSectionSave = <T extends FieldValues>({
  queryKey,
  setError,
  fields,
  onDone,
}: {
  /** The section's own query, read again after the save. */
  queryKey: QueryKey;
  setError: UseFormSetError<T>;
  fields: readonly string[];
  onDone: () => void;
}) => {
  const queryClient = useQueryClient();
  return async (send: () => Promise<unknown>) => {
    try {
      await send();
      await queryClient.invalidateQueries({ queryKey });
      await queryClient.invalidateQueries({ queryKey: accountsKey });
      onDone();
    } catch (error) {
      applyServerErrors(error, setError, fields as readonly FieldPath<T>[]);
    }
  };
};
