// One choice of several, each on a line of its own with an optional explanation (beneficial roles,
// signing authority options). Values may be ids or keys; the form gets back the option's own value.
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { type Control, Controller, type FieldValues } from 'react-hook-form';

export type TChoice = { value: string | number; label: string; description?: string };

type TChoiceFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: string;
  label: string;
  options: readonly TChoice[];
  onPicked?: (value: string | number) => void;
};

export const ChoiceField = <T extends FieldValues>({
  control,
  name,
  label,
  options,
  onPicked,
}: TChoiceFieldProps<T>) => {
  const labelId = useId();
  return (
    <Controller
      control={control}
      name={name as never}
      render={({ field, fieldState }) => (
        <FormControl fullWidth margin="normal" error={fieldState.error !== undefined} component="fieldset">
          <FormLabel id={labelId}>{label}</FormLabel>
          <RadioGroup
            aria-labelledby={labelId}
            name={field.name}
            value={String(field.value ?? '')}
            onChange={(_, raw) => {
              const value = options.find((option) => String(option.value) === raw)?.value ?? raw;
              field.onChange(value);
              onPicked?.(value);
            }}
          >
            {options.map((option) => (
              <FormControlLabel
                key={option.value}
                value={String(option.value)}
                control={<Radio />}
                sx={
                  option.description
                    ? { alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.5 } }
                    : undefined
                }
                label={
                  option.description ? (
                    <span>
                      <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                        {option.label}
                      </Typography>
                      <Typography
                        component="span"
                        variant="body2"
                        color="text.secondary"
                        sx={{ display: 'block' }}
                      >
                        {option.description}
                      </Typography>
                    </span>
                  ) : (
                    option.label
                  )
                }
              />
            ))}
          </RadioGroup>
          {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
        </FormControl>
      )}
    />
  );
};
