// One choice of several, each on a line of its own with an optional explanation (beneficial roles,
// signing authority options, corporate tax categories). Values may be ids or keys; the form gets back
// the option's own value.
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { RadioGroupField } from '@/shared/forms/form-fields';
import { InfoIcon } from '@/shared/ui/icons';

export type TChoice = { value: string | number; label: string; description?: string };

type TChoiceFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: string;
  label: string;
  options: readonly TChoice[];
  onPicked?: (value: string | number) => void;
  /**
   * Where an option's description shows: under its label, or behind an info button beside it (named
   * 'About {label}') where the descriptions are long and the labels alone tell the options apart.
   */
  explained?: 'below' | 'in-tooltip';
};

export const ChoiceField = <T extends FieldValues>({
  control,
  name,
  label,
  options,
  onPicked,
  explained = 'below',
}: TChoiceFieldProps<T>) => (
  <RadioGroupField
    control={control}
    name={name as FieldPath<T>}
    label={label}
    toRadio={(value) => String(value ?? '')}
    fromRadio={(radio) => options.find((option) => String(option.value) === radio)?.value ?? radio}
    onPicked={onPicked}
  >
    {options.map((option) =>
      explained === 'in-tooltip' && option.description ? (
        <ChoiceWithTooltip key={option.value} option={option} />
      ) : (
        <ChoiceWithDescription key={option.value} option={option} />
      ),
    )}
  </RadioGroupField>
);

const ChoiceWithDescription = ({ option }: { option: TChoice }) => (
  <FormControlLabel
    value={String(option.value)}
    control={<Radio />}
    sx={option.description ? { alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.5 } } : undefined}
    label={
      option.description ? (
        <span>
          <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
            {option.label}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {option.description}
          </Typography>
        </span>
      ) : (
        option.label
      )
    }
  />
);

const ChoiceWithTooltip = ({ option }: { option: TChoice }) => (
  <Box sx={{ display: 'flex', alignItems: 'center' }}>
    <FormControlLabel value={String(option.value)} control={<Radio />} label={option.label} />
    <Tooltip title={option.description} enterTouchDelay={0}>
      <IconButton size="small" aria-label={`About ${option.label}`}>
        <InfoIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  </Box>
);
