import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { ALL_OF_THE_ABOVE_LABEL } from '@portal/contracts/api/reports';
import { type ComponentPropsWithRef, createContext, useContext } from 'react';

// MUI's FormControl keeps `disabled` to itself; the fieldset is disabled natively too, so the whole group
// (and its name) reads as disabled to assistive technology, not only each checkbox.
const FieldsetOff = createContext(false);
const NativeFieldset = (props: ComponentPropsWithRef<'fieldset'>) => (
  <fieldset {...props} disabled={useContext(FieldsetOff)} />
);

export type TChoice = { id: number; label: string };

export type TChoiceGroupProps = {
  label: string;
  choices: readonly TChoice[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  disabled: boolean;
  /** An entry that combines the chosen ones in one report (a flag beside the ids). */
  combined?: { label: string; checked: boolean; onChange: (checked: boolean) => void };
  error?: string;
};

/**
 * A multiple choice as a group of checkboxes: the choices, 'All of the above' (every choice listed, never
 * the combined entry) and the combined entry. Disabled as a whole until its preceding choice is made.
 */
export const ChoiceGroup = ({
  label,
  choices,
  value,
  onChange,
  disabled,
  combined,
  error,
}: TChoiceGroupProps) => {
  const allChosen = choices.length > 0 && choices.every((choice) => value.includes(choice.id));
  const toggle = (id: number, checked: boolean) =>
    onChange(
      checked
        ? choices.filter((choice) => choice.id === id || value.includes(choice.id)).map((choice) => choice.id)
        : value.filter((chosen) => chosen !== id),
    );
  return (
    <FieldsetOff.Provider value={disabled}>
      <FormControl
        component={NativeFieldset}
        margin="normal"
        disabled={disabled}
        error={error !== undefined}
        fullWidth
      >
        <FormLabel component="legend">{label}</FormLabel>
        <FormGroup>
          {choices.map((choice) => (
            <FormControlLabel
              key={choice.id}
              label={choice.label}
              control={
                <Checkbox
                  checked={value.includes(choice.id)}
                  onChange={(event) => toggle(choice.id, event.target.checked)}
                />
              }
            />
          ))}
          {choices.length > 1 ? (
            <FormControlLabel
              label={ALL_OF_THE_ABOVE_LABEL}
              control={
                <Checkbox
                  checked={allChosen}
                  onChange={(event) =>
                    onChange(event.target.checked ? choices.map((choice) => choice.id) : [])
                  }
                />
              }
            />
          ) : null}
          {combined ? (
            <FormControlLabel
              label={combined.label}
              control={
                <Checkbox
                  checked={combined.checked}
                  onChange={(event) => combined.onChange(event.target.checked)}
                />
              }
            />
          ) : null}
        </FormGroup>
        {error ? <FormHelperText>{error}</FormHelperText> : null}
      </FormControl>
    </FieldsetOff.Provider>
  );
};
