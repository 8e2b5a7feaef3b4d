// The date picker behind every date field (spec 000 section 9): shown DD-MMM-YYYY, weeks from Monday,
// typed or picked. Loaded on its own (date-field.tsx imports it lazily), so only screens that show a
// date field download the picker and its calendar code.
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { parseIsoDate, toIsoDate } from '@portal/contracts/dates';
import { enAU } from 'date-fns/locale/en-AU';
import { type Ref, useState } from 'react';

/** DD-MMM-YYYY in date-fns tokens (05-Mar-2026). */
const DISPLAY_FORMAT = 'dd-MMM-yyyy';

/** What an empty field shows: the display format itself (the picker's own would say DD-MMMM-YYYY). */
const PLACEHOLDERS = { fieldMonthPlaceholder: () => 'MMM' };

/** The spacing of MUI's text field margins, which the picker's field does not apply itself. */
const MARGINS = { none: {}, dense: { mt: 1, mb: 0.5 }, normal: { mt: 2, mb: 1 } } as const;

export type TDateInputProps = {
  /** The date as ISO 'YYYY-MM-DD', or '' for none. */
  value: string;
  /** Called with ISO 'YYYY-MM-DD', or '' while the typed date is incomplete or impossible. */
  onChange: (iso: string) => void;
  onBlur?: () => void;
  label: string;
  id: string;
  name?: string;
  /** Earliest and latest dates that can be picked (ISO); days outside are disabled in the calendar. */
  min?: string;
  max?: string;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  margin?: 'none' | 'dense' | 'normal';
};

const fromIso = (iso: string | undefined): Date | null => {
  const parts = iso ? parseIsoDate(iso) : null;
  return parts ? new Date(parts.year, parts.month - 1, parts.day) : null;
};

const toIso = (date: Date | null): string =>
  date && !Number.isNaN(date.getTime())
    ? toIsoDate({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() })
    : '';

export const DatePickerInput = ({
  value,
  onChange,
  onBlur,
  label,
  id,
  name,
  min,
  max,
  error,
  helperText,
  disabled,
  inputRef,
  margin = 'normal',
}: TDateInputProps) => {
  // The form keeps only complete dates; the picker keeps what is being typed ('05-Mar-YYYY'), so a
  // half-typed date is not wiped when the form answers '' for it.
  const [typed, setTyped] = useState<Date | null>(() => fromIso(value));
  const shown = toIso(typed) === value ? typed : fromIso(value);
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enAU} localeText={PLACEHOLDERS}>
      <DatePicker
        label={label}
        value={shown}
        format={DISPLAY_FORMAT}
        minDate={fromIso(min) ?? undefined}
        maxDate={fromIso(max) ?? undefined}
        disabled={disabled}
        inputRef={inputRef}
        name={name}
        onChange={(date) => {
          setTyped(date);
          onChange(toIso(date));
        }}
        onClose={onBlur}
        slotProps={{
          textField: {
            id,
            fullWidth: true,
            sx: MARGINS[margin],
            error,
            helperText,
            onBlur,
          },
        }}
      />
    </LocalizationProvider>
  );
};

export default DatePickerInput;
