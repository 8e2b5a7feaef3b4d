// A box that makes one group of fields follow another ('Same as registered office'): the form hides the
// following fields while it is ticked and copies the other group's values into them.
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

export const SameAsCheckbox = ({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) => (
  <FormControlLabel
    control={<Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} />}
    label={label}
  />
);
