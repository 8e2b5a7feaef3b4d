import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { seriesColor } from '@/shared/theme/theme';

export type TLegendItem = {
  label: string;
  color: string;
  value?: string;
  /** 'dash': a dashed line, the benchmark's. */
  shape?: 'box' | 'dot' | 'line' | 'dash';
};

/**
 * The series of a chart with their colours and totals: the legend, and the chart's text alternative. The
 * totals are each card's headline figures, so cards put the legend above the chart, where no card height
 * hides it.
 */
export const ChartLegend = ({ items, label }: { items: TLegendItem[]; label: string }) => (
  <Box
    component="ul"
    aria-label={label}
    sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.25, listStyle: 'none', m: 0, p: 0 }}
  >
    {items.map((item) => (
      <Box component="li" key={item.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
        {item.shape === 'dash' ? (
          <Box
            aria-hidden
            sx={{
              width: 18,
              height: 0,
              borderTop: '3px dashed',
              borderColor: (theme) => seriesColor(item.color, theme.palette.mode),
              flexShrink: 0,
            }}
          />
        ) : (
          <Box
            aria-hidden
            sx={{
              width: item.shape === 'line' ? 16 : 10,
              height: item.shape === 'line' ? 3 : 10,
              borderRadius: item.shape === 'dot' ? '50%' : 0.5,
              bgcolor: (theme) => seriesColor(item.color, theme.palette.mode),
              flexShrink: 0,
            }}
          />
        )}
        <Typography variant="body2" component="span">
          {item.label}
        </Typography>
        {item.value !== undefined ? (
          <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
            {item.value}
          </Typography>
        ) : null}
      </Box>
    ))}
  </Box>
);
