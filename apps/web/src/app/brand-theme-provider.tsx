import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useCurrentApplication } from '@/shared/application/current-application';
import { createAppTheme } from '@/shared/theme/theme';

const setFavicon = (href: string): void => {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  if (link.getAttribute('href') !== href) link.href = href;
};

/** One build serves ipm, icf and viv: colours and favicon come from the current application. */
export const BrandThemeProvider = ({ children }: { children: ReactNode }) => {
  const application = useCurrentApplication();
  const colors = application?.configuration.color_schema;
  const theme = useMemo(() => createAppTheme(colors), [colors]);
  const favicon = application?.configuration.favicon;
  useEffect(() => {
    if (favicon) setFavicon(favicon);
  }, [favicon]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
};
