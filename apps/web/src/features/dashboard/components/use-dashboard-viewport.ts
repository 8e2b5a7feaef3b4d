import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/** Mobile is below the theme's `sm` breakpoint; tablet and wider from it; the filter panel sits beside the grid from `md`. */
export const useDashboardViewport = () => {
  const isTablet = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'), { noSsr: true });
  const isWide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  return { isMobile: !isTablet, isTablet, isWide };
};
