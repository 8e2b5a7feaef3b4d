import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { CHART_MIN_HEIGHT } from '@/shared/charts/chart-canvas';

/**
 * A card's chart under its legend. The legend carries the card's headline totals, so it comes first and
 * the chart takes the height that is left in the card's body (a flex column) (never less than the chart minimum): however the legend wraps,
 * the totals stay in view without Expand.
 */
export const ChartPanel = ({ legend, children }: { legend: ReactNode; children: ReactNode }) => (
  <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, flex: '1 1 auto', pt: 0.5 }}>
    {legend}
    <Box sx={{ flex: 1, minHeight: CHART_MIN_HEIGHT }}>{children}</Box>
  </Box>
);
