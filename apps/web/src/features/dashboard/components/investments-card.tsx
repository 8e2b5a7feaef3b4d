// Investments: the holdings table with search (debounced), grouping, server-side sorting, the asset
// class chip from the allocation card and the CSV download. Not maximised on tablet or wider, rows of
// the same code are merged here (units and value summed).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import {
  INVESTMENTS_SEARCH_DEBOUNCE_MS,
  INVESTMENTS_SEARCH_PLACEHOLDER,
  NO_INVESTMENT_RESULTS,
  STRIKE_NOTE,
  type TInvestmentRow,
} from '@portal/contracts/api/dashboard';
import { useMemo, useState } from 'react';
import type { TDashboardFilterState } from '@/features/dashboard/api/dashboard-query';
import { useDownloadInvestmentsCsv } from '@/features/dashboard/api/download-investments-csv';
import { type TInvestmentsParams, useInvestments } from '@/features/dashboard/api/get-investments';
import { useDebounced } from '@/shared/hooks/use-debounced';
import { MASKED_UNITS, type TAmountMask, useAmountMask } from '@/shared/preferences/display-preferences';
import { ScrollingTableContainer } from '@/shared/ui/scrolling-table-container';
import type { TAssetClassFilter } from './asset-allocation-card';
import { formatMoney, formatNumber, toAmount } from './dashboard-format';
import { CardError } from './empty-data';

type TColumn = {
  id: string;
  label: string;
  /** The server's ordering field; none: not sortable. */
  ordering?: string;
  align?: 'right';
  maximisedOnly?: boolean;
  /** Amounts and units go through `mask`: hidden while the header's switch hides amounts. */
  render: (row: TInvestmentRow, mask: TAmountMask) => string | React.ReactNode;
};

/** A price or value capped at the strike carries the note's mark, and says so to a screen reader. */
const capped = (row: TInvestmentRow, text: string) =>
  row.is_strike ? (
    <>
      {text}
      <Box component="span" aria-hidden="true" sx={{ ml: 0.25 }}>
        *
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {' '}
        (capped at strike)
      </Box>
    </>
  ) : (
    text
  );

const COLUMNS: TColumn[] = [
  {
    id: 'name',
    label: 'Investment Name',
    ordering: 'code',
    render: (row) => (
      <>
        <Typography component="span" variant="body2" sx={{ fontWeight: 600, mr: 1 }}>
          {row.code}
        </Typography>
        {row.name}
      </>
    ),
  },
  {
    id: 'units',
    label: 'Units',
    ordering: 'units',
    align: 'right',
    render: (row, mask) => mask(formatNumber(toAmount(row.units)), MASKED_UNITS),
  },
  {
    id: 'price',
    label: 'Price',
    ordering: 'price',
    align: 'right',
    render: (row) => capped(row, formatMoney(toAmount(row.price))),
  },
  {
    id: 'value',
    label: 'Value',
    ordering: 'value',
    align: 'right',
    render: (row, mask) => capped(row, mask(formatMoney(toAmount(row.value)))),
  },
  {
    id: 'target_units',
    label: 'Target units',
    ordering: 'target_units',
    align: 'right',
    maximisedOnly: true,
    render: (row, mask) =>
      row.target_units === null ? '' : mask(formatNumber(toAmount(row.target_units)), MASKED_UNITS),
  },
  { id: 'account', label: 'Account', maximisedOnly: true, render: (row) => row.account?.name ?? '' },
  {
    id: 'investment_option',
    label: 'Investment option',
    maximisedOnly: true,
    render: (row) => row.investment_option?.label ?? '',
  },
];

/**
 * The table in the card's own size: dense, sort arrows only on the sorted column, and Value (the figure
 * the card is for) held at the right edge while the other columns scroll beneath it on a narrow card.
 */
const COMPACT_TABLE = {
  '& .MuiTableCell-root': { px: 0.5, fontSize: '0.75rem' },
  '& .MuiTableSortLabel-root:not(.Mui-active) .MuiTableSortLabel-icon': { display: 'none' },
  '& .MuiTableCell-root:last-of-type': {
    position: 'sticky',
    right: 0,
    bgcolor: 'background.paper',
    boxShadow: '-6px 0 6px -6px rgba(0, 0, 0, 0.3)',
  },
  '& .MuiTableCell-head:last-of-type': { zIndex: 3 },
} as const;

/** One row per code: units and value summed (the price is the code's). */
export const mergeByCode = (rows: TInvestmentRow[]): TInvestmentRow[] => {
  const merged = new Map<string, TInvestmentRow>();
  for (const row of rows) {
    const seen = merged.get(row.code);
    if (!seen) {
      merged.set(row.code, row);
      continue;
    }
    merged.set(row.code, {
      ...seen,
      units: String(toAmount(seen.units) + toAmount(row.units)),
      value: (toAmount(seen.value) + toAmount(row.value)).toFixed(2),
      is_strike: seen.is_strike || row.is_strike,
      target_units:
        seen.target_units === null && row.target_units === null
          ? null
          : String(toAmount(seen.target_units) + toAmount(row.target_units)),
      account: seen.account?.id === row.account?.id ? seen.account : null,
      investment_option:
        seen.investment_option?.id === row.investment_option?.id ? seen.investment_option : null,
    });
  }
  return [...merged.values()];
};

export const InvestmentsContent = ({
  filter,
  maximised,
  isTablet,
  assetClass,
  onClearAssetClass,
}: {
  filter: TDashboardFilterState;
  maximised: boolean;
  isTablet: boolean;
  assetClass: TAssetClassFilter | null;
  onClearAssetClass: () => void;
}) => {
  const [search, setSearch] = useState('');
  const [ordering, setOrdering] = useState('code');
  const [groupByInvestment, setGroupByInvestment] = useState(false);
  const debouncedSearch = useDebounced(search, INVESTMENTS_SEARCH_DEBOUNCE_MS);
  const params: TInvestmentsParams = {
    filter,
    ordering,
    search: debouncedSearch.trim(),
    assetClass: assetClass?.id ?? null,
    groupByInvestment,
  };
  const { data, isError, isPending } = useInvestments(params);
  const download = useDownloadInvestmentsCsv();
  const merge = !maximised && isTablet;
  const rows = useMemo(() => {
    const results = data?.results ?? [];
    return merge ? mergeByCode(results) : results;
  }, [data, merge]);
  const columns = COLUMNS.filter((column) => maximised || !column.maximisedOnly);
  const mask = useAmountMask();

  const handleSort = (field: string) => setOrdering((current) => (current === field ? `-${field}` : field));

  return (
    <Stack spacing={1.5} sx={{ pt: 0.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        <TextField
          size="small"
          margin="none"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={INVESTMENTS_SEARCH_PLACEHOLDER}
          slotProps={{ htmlInput: { 'aria-label': 'Search investments', maxLength: 40 } }}
          sx={{ flex: '1 1 220px', minWidth: 180 }}
        />
        <FormControlLabel
          control={
            <Switch
              size="small"
              checked={groupByInvestment}
              onChange={(event) => setGroupByInvestment(event.target.checked)}
            />
          }
          label="Group by investment"
          sx={{ mr: 0 }}
        />
        <Button
          size="small"
          variant="outlined"
          sx={{ whiteSpace: 'nowrap' }}
          disabled={!data || data.count === 0 || download.isPending}
          onClick={() => data && download.mutate({ params, count: data.count })}
        >
          Download CSV
        </Button>
      </Stack>
      {assetClass ? (
        <Box>
          <Chip label={assetClass.name} onDelete={onClearAssetClass} size="small" />
        </Box>
      ) : null}
      {isError ? (
        <CardError />
      ) : (
        <ScrollingTableContainer label="Investments" edgeShadows={maximised}>
          {/* Figures never wrap; the name (header included) does, anywhere if it must, so Value fits a
              half-width card and a phone. */}
          <Table
            size="small"
            stickyHeader
            aria-label="Investments"
            sx={{
              ...(maximised ? { '& .MuiTableCell-root': { px: 1 } } : COMPACT_TABLE),
              '& .MuiTableCell-alignRight': { whiteSpace: 'nowrap' },
              '& .MuiTableCell-head:not(:first-of-type)': { whiteSpace: 'nowrap' },
              '& td:first-of-type': { overflowWrap: 'anywhere' },
            }}
          >
            <TableHead>
              <TableRow>
                {columns.map((column) => {
                  const field = column.ordering;
                  const active = field !== undefined && (ordering === field || ordering === `-${field}`);
                  return (
                    <TableCell
                      key={column.id}
                      align={column.align}
                      sortDirection={active ? (ordering.startsWith('-') ? 'desc' : 'asc') : false}
                    >
                      {field ? (
                        <TableSortLabel
                          active={active}
                          direction={active && ordering.startsWith('-') ? 'desc' : 'asc'}
                          onClick={() => handleSort(field)}
                        >
                          {column.label}
                        </TableSortLabel>
                      ) : (
                        column.label
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={`${row.code}-${row.account?.id ?? ''}-${row.investment_option?.id ?? ''}`}>
                  {columns.map((column) => (
                    <TableCell key={column.id} align={column.align}>
                      {column.render(row, mask)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
              {!isPending && rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={columns.length} align="center">
                    {NO_INVESTMENT_RESULTS}
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </ScrollingTableContainer>
      )}
      {rows.some((row) => row.is_strike) ? (
        <Typography variant="caption" color="text.secondary">
          <span aria-hidden="true">* </span>
          {STRIKE_NOTE}
        </Typography>
      ) : null}
    </Stack>
  );
};
