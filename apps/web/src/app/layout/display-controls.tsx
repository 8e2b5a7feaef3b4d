import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import {
  setAmountsHidden,
  setThemeMode,
  type TThemeMode,
  useAmountsHidden,
  useThemeMode,
} from '@/shared/preferences/display-preferences';
import { CheckIcon, ThemeIcon, VisibilityIcon, VisibilityOffIcon } from '@/shared/ui/icons';

const THEME_CHOICES: readonly { mode: TThemeMode; label: string }[] = [
  { mode: 'system', label: 'Same as my device' },
  { mode: 'light', label: 'Light' },
  { mode: 'dark', label: 'Dark' },
];

/**
 * The header's display switches: hide amounts (for a screen others can see), and the theme. Both are
 * remembered on the device.
 */
export const DisplayControls = () => {
  const hidden = useAmountsHidden();
  const themeMode = useThemeMode();
  const [themeAnchor, setThemeAnchor] = useState<HTMLElement | null>(null);
  const choose = (mode: TThemeMode) => {
    setThemeMode(mode);
    setThemeAnchor(null);
  };
  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Hide amounts"
        aria-pressed={hidden}
        title={hidden ? 'Show amounts' : 'Hide amounts'}
        onClick={() => setAmountsHidden(!hidden)}
      >
        {hidden ? <VisibilityOffIcon /> : <VisibilityIcon />}
      </IconButton>
      <IconButton
        color="inherit"
        aria-label="Theme"
        title="Theme"
        aria-haspopup="menu"
        aria-controls={themeAnchor ? 'theme-menu' : undefined}
        aria-expanded={themeAnchor ? 'true' : undefined}
        onClick={(event) => setThemeAnchor(event.currentTarget)}
      >
        <ThemeIcon />
      </IconButton>
      <Menu
        id="theme-menu"
        anchorEl={themeAnchor}
        open={themeAnchor !== null}
        onClose={() => setThemeAnchor(null)}
      >
        {THEME_CHOICES.map((choice) => (
          <MenuItem
            key={choice.mode}
            role="menuitemradio"
            aria-checked={themeMode === choice.mode}
            onClick={() => choose(choice.mode)}
            sx={{ gap: 1 }}
          >
            <CheckIcon
              fontSize="small"
              sx={{ visibility: themeMode === choice.mode ? 'visible' : 'hidden' }}
            />
            {choice.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
