// Asset allocation: a pie of the value per asset class and the list sorted by actual amount, largest
// first. Clicking a class filters the investments card.
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TAssetAllocationItem } from '@portal/contracts/api/dashboard';
import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import type { TDashboardFilterState } from '@/features/dashboard/api/dashboard-query';
import { useAssetAllocation } from '@/features/dashboard/api/get-asset-allocation';
import { ChartCanvas } from '@/shared/charts/chart-canvas';
import { useAmountMask } from '@/shared/preferences/display-preferences';
import { seriesColor } from '@/shared/theme/theme';
import { formatMoney, toAmount } from './dashboard-format';
import { CardError, EmptyData } from './empty-data';

export type TAssetClassFilter = { id: number; name: string };
type TClassTotal = { id: number; name: string; color: string; actual: number };

/** The items summed per asset class, largest first. */
export const totalsByAssetClass = (items: TAssetAllocationItem[]): TClassTotal[] => {
  const totals = new Map<number, TClassTotal>();
  for (const item of items) {
    const total = totals.get(item.asset_class.id) ?? { ...item.asset_class, actual: 0 };
    total.actual += toAmount(item.actual);
    totals.set(item.asset_class.id, total);
  }
  return [...totals.values()].sort((a, b) => b.actual - a.actual);
};

export const AssetAllocationContent = ({
  filter,
  chartHeight,
  selected,
  onSelect,
}: {
  filter: TDashboardFilterState;
  chartHeight: number;
  selected: TAssetClassFilter | null;
  onSelect: (assetClass: TAssetClassFilter) => void;
}) => {
  const { data, isError, isPending } = useAssetAllocation(filter);
  const classes = useMemo(() => totalsByAssetClass(data ?? []), [data]);
  const sum = classes.reduce((total, item) => total + item.actual, 0);
  const mask = useAmountMask();
  const config = useMemo(
    (): ChartConfiguration<'pie'> => ({
      type: 'pie',
      data: {
        labels: classes.map((item) => item.name),
        datasets: [
          {
            data: classes.map((item) => item.actual),
            backgroundColor: classes.map((item) => item.color),
            borderWidth: 1,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          tooltip: {
            callbacks: { label: (item) => `${item.label}: ${mask(formatMoney(Number(item.parsed)))}` },
          },
        },
      },
    }),
    [classes, mask],
  );
  if (isError) return <CardError />;
  if (!isPending && classes.length === 0) return <EmptyData />;
  // The list holds the card's figures: it comes first (left, or on top when the card is narrow), so the
  // largest classes are in view without Expand.
  return (
    <Stack direction="row" sx={{ alignItems: 'flex-start', flexWrap: 'wrap', gap: 2 }}>
      <List dense aria-label="Asset classes" sx={{ flex: '1 1 140px', minWidth: 0, py: 0 }}>
        {classes.map((item) => (
          // A list holds list items: each class's button sits in one.
          <ListItem key={item.id} disablePadding>
            <ListItemButton
              selected={selected?.id === item.id}
              onClick={() => onSelect({ id: item.id, name: item.name })}
              sx={{ gap: 1, alignItems: 'flex-start', px: 1 }}
            >
              <Box
                aria-hidden
                sx={{
                  width: 10,
                  height: 10,
                  mt: 0.75,
                  borderRadius: '50%',
                  bgcolor: (theme) => seriesColor(item.color, theme.palette.mode),
                  flexShrink: 0,
                }}
              />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2">{item.name}</Typography>
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {mask(formatMoney(item.actual))}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {sum ? `${((item.actual / sum) * 100).toFixed(1)}%` : ''}
                  </Typography>
                </Stack>
              </Box>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Box sx={{ flex: '1 0 240px', minWidth: 0 }}>
        <ChartCanvas
          config={config}
          label="Asset allocation chart"
          height={chartHeight}
          onElementClick={({ index }) => {
            const item = classes[index];
            if (item) onSelect({ id: item.id, name: item.name });
          }}
        />
      </Box>
    </Stack>
  );
};
