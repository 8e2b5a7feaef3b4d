// The period's return by the two methods, the return summary's 'By method' tab: each method's total,
// its parts, and the one line that says how the two differ (beyond the spec: docs/decisions.md).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  RETURN_METHOD_TEXTS,
  RETURN_PART_LABELS,
  type TReturnMethod,
  type TReturnParts,
} from '@portal/contracts/api/dashboard';
import type { TDashboardFilterState } from '@/features/dashboard/api/dashboard-query';
import { useReturnsByMethod } from '@/features/dashboard/api/get-returns-by-method';
import { CardError, EmptyData } from './empty-data';

const METHODS: readonly TReturnMethod[] = ['time_weighted', 'money_weighted'];

/** 'Income 2.01% · Capital growth 1.02% · Franking 0.60%'. */
export const returnPartsText = (parts: TReturnParts): string =>
  (['income', 'capital_growth', 'franking'] as const)
    .map((part) => `${RETURN_PART_LABELS[part]} ${parts[part]}%`)
    .join(' · ');

export const ReturnsByMethod = ({ filter }: { filter: TDashboardFilterState }) => {
  const { data, isError } = useReturnsByMethod(filter);
  if (isError) return <CardError />;
  if (!data) return null;
  const shown = METHODS.filter((method) => data[method]);
  if (shown.length === 0) return <EmptyData />;
  return (
    <Box
      component="dl"
      role="group"
      aria-label="Returns by method"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        columnGap: 2,
        rowGap: 1,
        m: 0,
      }}
    >
      {shown.map((method) => {
        const parts = data[method]!;
        return (
          <Box key={method}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {RETURN_METHOD_TEXTS[method].label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
              {`${parts.total}%`}
            </Typography>
            <Typography component="dd" variant="caption" sx={{ m: 0, display: 'block' }}>
              {returnPartsText(parts)}
            </Typography>
            <Typography
              component="dd"
              variant="caption"
              color="text.secondary"
              sx={{ m: 0, display: 'block' }}
            >
              {RETURN_METHOD_TEXTS[method].explanation}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
};
