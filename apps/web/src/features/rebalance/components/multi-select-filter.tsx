import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import { useId } from 'react';

export type TFilterOption = { value: string; label: string };

type TMultiSelectFilterProps = {
  label: string;
  options: TFilterOption[];
  selected: string[];
  onChange: (next: string[]) => void;
};

/** A multi-select drop-down with a checkbox per choice; the field shows the chosen labels. */
export const MultiSelectFilter = ({ label, options, selected, onChange }: TMultiSelectFilterProps) => {
  const labelId = useId();
  const labelOf = (value: string) => options.find((o) => o.value === value)?.label ?? value;
  return (
    <FormControl size="small" sx={{ minWidth: 200, maxWidth: { sm: 280 } }}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select<string[]>
        labelId={labelId}
        multiple
        value={selected}
        input={<OutlinedInput label={label} />}
        renderValue={(values) => values.map(labelOf).join(', ')}
        onChange={(event) => {
          const { value } = event.target;
          onChange(typeof value === 'string' ? value.split(',') : value);
        }}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            <Checkbox checked={selected.includes(option.value)} size="small" />
            <ListItemText primary={option.label} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
};
