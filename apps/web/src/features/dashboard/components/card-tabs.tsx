// A card's tab filter: MUI Tabs on tablet and wider, a Select on narrow screens.
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';

export type TCardTab = { value: string; label: string };

export const TOTAL_TAB = 'total';

export const CardTabs = ({
  label,
  tabs,
  value,
  onChange,
  narrow,
}: {
  label: string;
  tabs: readonly TCardTab[];
  value: string;
  onChange: (value: string) => void;
  narrow: boolean;
}) =>
  narrow ? (
    <TextField
      select
      size="small"
      margin="none"
      fullWidth={false}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { 'aria-label': label } }}
      sx={{ minWidth: 160 }}
    >
      {tabs.map((tab) => (
        <MenuItem key={tab.value} value={tab.value}>
          {tab.label}
        </MenuItem>
      ))}
    </TextField>
  ) : (
    <Tabs
      aria-label={label}
      value={value}
      onChange={(_event, next: string) => onChange(next)}
      variant="scrollable"
      scrollButtons="auto"
      sx={{ minHeight: 40, '& .MuiTab-root': { minHeight: 40, px: 1.5, minWidth: 0 } }}
    >
      {tabs.map((tab) => (
        <Tab key={tab.value} value={tab.value} label={tab.label} />
      ))}
    </Tabs>
  );
