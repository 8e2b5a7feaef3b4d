import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { type ThemeOptions, ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useCurrentApplication } from '@/shared/application/current-application';
import { useThemeMode } from '@/shared/preferences/display-preferences';
import {
  createAppTheme,
  DARK_SCHEME_QUERY,
  REDUCED_MOTION_QUERY,
  REDUCED_MOTION_STYLES,
  type TPaletteMode,
} from '@/shared/theme/theme';

const setFavicon = (href: string): void => {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  if (link.getAttribute('href') !== href) link.href = href;
};

/** The palette mode: the one chosen on the device, or the system's when the choice is 'system'. */
const usePaletteMode = (): TPaletteMode => {
  const chosen = useThemeMode();
  const systemDark = useMediaQuery(DARK_SCHEME_QUERY, { noSsr: true });
  if (chosen === 'system') return systemDark ? 'dark' : 'light';
  return chosen;
};

/**
 * One build serves ipm, icf and viv: colours and favicon come from the current application; light or
 * dark as the device's theme choice says.
 * `overrides` are merged over the brand theme (the web tests turn ripples off with them).
 */
export const BrandThemeProvider = ({
  children,
  overrides,
}: {
  children: ReactNode;
  overrides?: ThemeOptions;
}) => {
  const application = useCurrentApplication();
  const colors = application?.configuration.color_schema;
  const mode = usePaletteMode();
  const theme = useMemo(() => createAppTheme(colors, overrides, mode), [colors, overrides, mode]);
  const reduceMotion = useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });
  const favicon = application?.configuration.favicon;
  useEffect(() => {
    if (favicon) setFavicon(favicon);
  }, [favicon]);
  return (
    <ThemeProvider theme={theme}>
      {/* enableColorScheme: scroll bars and native controls follow the mode too. */}
      <CssBaseline enableColorScheme />
      {reduceMotion ? <GlobalStyles styles={REDUCED_MOTION_STYLES} /> : null}
      {children}
    </ThemeProvider>
  );
};
