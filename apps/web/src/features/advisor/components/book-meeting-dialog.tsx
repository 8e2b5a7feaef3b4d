import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import {
  ADVISOR_MESSAGE_MAX,
  MEETING_TIME_LABELS,
  MEETING_TIMES,
  type TBookMeeting,
  type TBookMeetingRequest,
  ZBookMeetingRequestSchema,
} from '@portal/contracts/api/advisors';
import { todayIso } from '@portal/contracts/dates';
import { useId, useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useBookQuarterlyMeeting } from '@/features/advisor/api/book-meeting';
import { applyServerErrors } from '@/shared/forms/apply-server-errors';
import { DateField } from '@/shared/forms/date-field';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';
import { FormTextField } from '@/shared/forms/form-text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { CrossIcon } from '@/shared/ui/icons';

export const BOOK_TITLE = 'Book review meeting';

export type TBookMeetingDialogProps = { onBooked: () => void; onCancel: () => void };

/** What is sent: the date, and the time and comment only when given (spec 002 section 7). */
export const toBookMeetingPayload = (values: TBookMeeting): TBookMeetingRequest => ({
  preferred_date: values.preferred_date,
  ...(values.preferred_time ? { preferred_time: values.preferred_time } : {}),
  ...(values.comment ? { comment: values.comment } : {}),
});

/**
 * 'Book review meeting': Preferred date (the date picker, not before today in the business
 * time zone), Preferred time (Morning or Afternoon, clearable) and Comments. Book stays disabled until
 * the form is valid and changed.
 */
export const BookMeetingDialog = ({ onBooked, onCancel }: TBookMeetingDialogProps) => {
  const titleId = useId();
  const book = useBookQuarterlyMeeting();
  // The picker's minimum is the same "today" the contract checks against.
  const today = useMemo(() => todayIso(), []);
  const { control, handleSubmit, setError, formState, watch } = useZodForm(ZBookMeetingRequestSchema, {
    preferred_date: '',
    preferred_time: null,
    comment: '',
  });
  // Read every flag on each render: react-hook-form tracks only the flags that are read.
  const { isValid, isDirty, isSubmitting } = formState;
  const length = (watch('comment') ?? '').length;

  const handleBook = async (values: TBookMeeting) => {
    try {
      await book.mutateAsync(toBookMeetingPayload(values));
      onBooked();
    } catch (error) {
      applyServerErrors(error, setError, ['preferred_date', 'preferred_time', 'comment']);
    }
  };

  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{BOOK_TITLE}</DialogTitle>
      <DialogContent>
        <Box component="form" noValidate onSubmit={handleSubmit(handleBook)}>
          <FormErrorAlert message={formState.errors.root?.server?.message} />
          <DateField control={control} name="preferred_date" label="Preferred date" min={today} />
          <Controller
            control={control}
            name="preferred_time"
            render={({ field, fieldState }) => (
              <TextField
                select
                fullWidth
                margin="normal"
                id="field-preferred_time"
                label="Preferred time"
                name={field.name}
                inputRef={field.ref}
                onBlur={field.onBlur}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
                error={fieldState.error !== undefined}
                helperText={fieldState.error?.message}
                slotProps={{
                  select: { native: true },
                  inputLabel: { shrink: true },
                  input: {
                    endAdornment: field.value ? (
                      <InputAdornment position="end" sx={{ mr: 3 }}>
                        <IconButton
                          aria-label="Clear preferred time"
                          size="small"
                          edge="end"
                          onClick={() => field.onChange(null)}
                        >
                          <CrossIcon fontSize="small" />
                        </IconButton>
                      </InputAdornment>
                    ) : undefined,
                  },
                }}
              >
                <option value="">Select…</option>
                {MEETING_TIMES.map((time) => (
                  <option key={time} value={time}>
                    {MEETING_TIME_LABELS[time]}
                  </option>
                ))}
              </TextField>
            )}
          />
          <FormTextField
            control={control}
            name="comment"
            label="Comments"
            multiline
            minRows={4}
            helperText={`${length}/${ADVISOR_MESSAGE_MAX}`}
          />
          <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end', mt: 2 }}>
            <Button type="button" variant="outlined" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={!isValid || !isDirty || isSubmitting}>
              Book
            </Button>
          </Box>
        </Box>
      </DialogContent>
    </Dialog>
  );
};
