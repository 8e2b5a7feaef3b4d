import {
  createTheme,
  getLuminance,
  lighten,
  type PaletteOptions,
  type Theme,
  type ThemeOptions,
} from '@mui/material/styles';
import { BREAKPOINTS } from '@portal/contracts/constants';

/** The system setting of a user who asked for less motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * What such a user gets: no fades, slides, ripples or spinning (WCAG 2.3.3). A spinner then stands still,
 * still saying that something loads. Written only while the setting is on (brand-theme-provider.tsx), so
 * no page carries a universal rule for everyone else to match.
 */
export const REDUCED_MOTION_STYLES = {
  '*, *::before, *::after': {
    animationDuration: '0.01ms !important',
    animationIterationCount: '1 !important',
    transitionDuration: '0.01ms !important',
    scrollBehavior: 'auto !important',
  },
} as const;

export type TColorSchema = { primary: string; secondary: string };

/** Used until the application's own colours arrive (and when they are not valid colours). */
export const DEFAULT_COLORS: TColorSchema = { primary: '#1d3557', secondary: '#2a9d8f' };

const isColor = (value: string): boolean =>
  /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value) || /^rgba?\(/i.test(value);

/** Light or dark: what the user chose on the device, or else what their system asks for. */
export type TPaletteMode = 'light' | 'dark';

/** The system setting of a user who prefers dark screens. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/**
 * The brand's colours in either mode. In the dark one, the brand's (dark) primary is lightened so that
 * links and outlined buttons read on the dark background; MUI's dark defaults give the status colours
 * their lighter variants, and our darker warning and info (for white text on light pages) are left out.
 */
const paletteOf = (colors: Partial<TColorSchema> | undefined, mode: TPaletteMode): PaletteOptions => {
  const primary = colors?.primary && isColor(colors.primary) ? colors.primary : DEFAULT_COLORS.primary;
  const secondary =
    colors?.secondary && isColor(colors.secondary) ? colors.secondary : DEFAULT_COLORS.secondary;
  if (mode === 'dark') {
    return {
      mode,
      primary: { main: lighten(primary, 0.55) },
      secondary: { main: lighten(secondary, 0.25) },
      background: { default: '#0f1419', paper: '#182028' },
    };
  }
  return {
    mode,
    primary: { main: primary },
    secondary: { main: secondary },
    background: { default: '#f5f7fa' },
    // Darker than MUI's defaults so white text on them (chips, the managed-user bar) reads at AA
    // contrast: 5.0:1 and 4.8:1 instead of 3.1:1 and 3.9:1.
    warning: { main: '#b45309' },
    info: { main: '#0277bd' },
  };
};

/**
 * One theme per brand and mode, built at run time from the application's configuration.color_schema.
 * `overrides` are merged over it (the web tests turn ripples off with them).
 */
export const createAppTheme = (
  colors?: Partial<TColorSchema>,
  overrides: ThemeOptions = {},
  mode: TPaletteMode = 'light',
): Theme =>
  createTheme(
    {
      breakpoints: { values: { ...BREAKPOINTS } },
      palette: paletteOf(colors, mode),
      shape: { borderRadius: 8 },
      typography: {
        fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
        h1: { fontSize: '2rem', fontWeight: 600 },
        h2: { fontSize: '1.5rem', fontWeight: 600 },
        h3: { fontSize: '1.25rem', fontWeight: 600 },
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        // A clear focus ring on everything reached by keyboard (buttons, links, checkboxes, tabs, sort
        // headers): MUI's own is a faint ripple.
        MuiButtonBase: {
          styleOverrides: {
            root: ({ theme }) => ({
              '&.Mui-focusVisible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
            }),
          },
        },
        MuiLink: {
          styleOverrides: {
            root: ({ theme }) => ({
              '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
            }),
          },
        },
        MuiTableSortLabel: {
          styleOverrides: {
            root: { '&.Mui-focusVisible, &:focus-visible': { textDecoration: 'underline' } },
          },
        },
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
      },
    },
    overrides,
  );

/** Below this relative luminance a series colour sinks into the dark theme's background. */
const DARK_SERIES_LUMINANCE = 0.2;

/**
 * A chart series' colour as the theme shows it: as given on the light background; on the dark one, a
 * colour too dark to tell from the background is lightened. Charts, their legends and their markers all
 * take series colours through here, so a series keeps one colour across them.
 */
export const seriesColor = (color: string, mode: TPaletteMode): string => {
  if (mode !== 'dark' || !isColor(color)) return color;
  return getLuminance(color) < DARK_SERIES_LUMINANCE ? lighten(color, 0.4) : color;
};
