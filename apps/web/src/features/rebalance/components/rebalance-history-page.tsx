import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_REBALANCE_ORDERING,
  DEFAULT_REBALANCE_PAGE_SIZE,
  REBALANCE_ORDERINGS,
  REBALANCE_PAGE_SIZES,
  REBALANCE_STATUS_LABELS,
  REBALANCE_STATUSES,
  REBALANCE_TEXTS,
  REBALANCE_TYPE_NAMES,
  REBALANCE_TYPES,
  rebalanceReportPath,
  type TRebalanceOrderField,
  type TRebalanceOrdering,
} from '@portal/contracts/api/rebalance';
import { formatDisplayDate } from '@portal/contracts/formats';
import { useNavigate, useSearchParams } from 'react-router';
import { useRebalanceAccounts } from '@/features/rebalance/api/get-rebalance-accounts';
import { useRebalanceReportTypes } from '@/features/rebalance/api/get-rebalance-report-types';
import {
  type TRebalanceReportsParams,
  useRebalanceReports,
} from '@/features/rebalance/api/get-rebalance-reports';
import { ScrollingTableContainer } from '@/shared/ui/scrolling-table-container';
import { MultiSelectFilter, type TFilterOption } from './multi-select-filter';
import { RebalanceStatusChip } from './rebalance-status-chip';

const COLUMNS: Array<{ field: TRebalanceOrderField; label: string }> = [
  { field: 'date', label: 'Rebalance date' },
  { field: 'account', label: 'Name' },
  { field: 'rebalance_type', label: 'Rebalance type' },
  { field: 'status', label: 'Rebalance status' },
];

type TFilterKey = 'accounts' | 'rebalance_type' | 'status';

const listOf = (value: string | null): string[] => (value ? value.split(',').filter(Boolean) : []);

/** The history's state lives in the address (filters, ordering, page), so Back from a report keeps it. */
const readParams = (search: URLSearchParams): TRebalanceReportsParams => {
  const ordering = search.get('ordering');
  const pageSize = Number(search.get('page_size'));
  const page = Number(search.get('page'));
  return {
    accounts: listOf(search.get('accounts'))
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0),
    rebalance_type: listOf(search.get('rebalance_type')).filter((t) =>
      (REBALANCE_TYPES as readonly string[]).includes(t),
    ),
    status: listOf(search.get('status')).filter((s) => (REBALANCE_STATUSES as readonly string[]).includes(s)),
    ordering:
      ordering && (REBALANCE_ORDERINGS as readonly string[]).includes(ordering)
        ? ordering
        : DEFAULT_REBALANCE_ORDERING,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    page_size: (REBALANCE_PAGE_SIZES as readonly number[]).includes(pageSize)
      ? pageSize
      : DEFAULT_REBALANCE_PAGE_SIZE,
  };
};

const writeParams = (params: TRebalanceReportsParams): URLSearchParams => {
  const search = new URLSearchParams();
  if (params.accounts.length) search.set('accounts', params.accounts.join(','));
  if (params.rebalance_type.length) search.set('rebalance_type', params.rebalance_type.join(','));
  if (params.status.length) search.set('status', params.status.join(','));
  if (params.ordering !== DEFAULT_REBALANCE_ORDERING) search.set('ordering', params.ordering);
  if (params.page !== 1) search.set('page', String(params.page));
  if (params.page_size !== DEFAULT_REBALANCE_PAGE_SIZE) search.set('page_size', String(params.page_size));
  return search;
};

/** /rebalance/list: the rebalance reports of the user's accounts, server-paged, filtered and ordered. */
export const RebalanceHistoryPage = () => {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const params = readParams(search);
  const reports = useRebalanceReports(params);
  const accounts = useRebalanceAccounts();
  const types = useRebalanceReportTypes();

  const update = (change: Partial<TRebalanceReportsParams>) =>
    setSearch(writeParams({ ...params, ...change }), { replace: true });
  // A filter change starts again from the first page.
  const setFilter = (key: TFilterKey, values: string[]) =>
    update({ [key]: key === 'accounts' ? values.map(Number) : values, page: 1 });

  const typeName = (id: string) =>
    types.data?.find((t) => t.id === id)?.name ??
    REBALANCE_TYPE_NAMES[id as keyof typeof REBALANCE_TYPE_NAMES];

  const filters: Array<{ key: TFilterKey; label: string; options: TFilterOption[]; selected: string[] }> = [
    {
      key: 'accounts',
      label: 'Name',
      options: (accounts.data ?? []).map((a) => ({ value: String(a.id), label: a.name })),
      selected: params.accounts.map(String),
    },
    {
      key: 'rebalance_type',
      label: 'Rebalance type',
      options: REBALANCE_TYPES.map((id) => ({ value: id, label: typeName(id) })),
      selected: params.rebalance_type,
    },
    {
      key: 'status',
      label: 'Rebalance status',
      options: REBALANCE_STATUSES.map((id) => ({ value: id, label: REBALANCE_STATUS_LABELS[id] })),
      selected: params.status,
    },
  ];
  const chips = filters.flatMap((filter) =>
    filter.selected.map((value) => ({
      filter,
      value,
      label: filter.options.find((o) => o.value === value)?.label ?? value,
    })),
  );

  const [orderField, descending] = params.ordering.startsWith('-')
    ? [params.ordering.slice(1) as TRebalanceOrderField, true]
    : [params.ordering as TRebalanceOrderField, false];
  const handleSort = (field: TRebalanceOrderField) => {
    const next: TRebalanceOrdering = field === orderField && !descending ? `-${field}` : field;
    update({ ordering: next, page: 1 });
  };

  const results = reports.data?.results ?? [];
  const count = reports.data?.count ?? 0;
  const open = (id: number) => navigate(rebalanceReportPath(id));

  return (
    <section>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {REBALANCE_TEXTS.historyTitle}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        {filters.map((filter) => (
          <MultiSelectFilter
            key={filter.key}
            label={filter.label}
            options={filter.options}
            selected={filter.selected}
            onChange={(values) => setFilter(filter.key, values)}
          />
        ))}
      </Stack>
      {chips.length > 0 ? (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          aria-label="Active filters"
          sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}
        >
          {chips.map((chip) => (
            <Chip
              key={`${chip.filter.key}:${chip.value}`}
              label={chip.label}
              size="small"
              onDelete={() =>
                setFilter(
                  chip.filter.key,
                  chip.filter.selected.filter((v) => v !== chip.value),
                )
              }
            />
          ))}
          <Button
            size="small"
            onClick={() => update({ accounts: [], rebalance_type: [], status: [], page: 1 })}
          >
            {REBALANCE_TEXTS.clearAll}
          </Button>
        </Stack>
      ) : null}
      <Paper variant="outlined">
        <ScrollingTableContainer label={REBALANCE_TEXTS.historyTitle}>
          <Table aria-label={REBALANCE_TEXTS.historyTitle} size="small">
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell
                    key={column.field}
                    sortDirection={orderField === column.field ? (descending ? 'desc' : 'asc') : false}
                  >
                    <TableSortLabel
                      active={orderField === column.field}
                      direction={orderField === column.field && descending ? 'desc' : 'asc'}
                      onClick={() => handleSort(column.field)}
                    >
                      {column.label}
                    </TableSortLabel>
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {results.map((report) => (
                <TableRow
                  key={report.id}
                  hover
                  tabIndex={0}
                  onClick={() => open(report.id)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') open(report.id);
                  }}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell>
                    {report.is_new ? (
                      <Badge
                        variant="dot"
                        color="error"
                        slotProps={{ badge: { 'aria-label': 'New', role: 'status' } as object }}
                        sx={{ '& .MuiBadge-badge': { right: -6 } }}
                      >
                        {formatDisplayDate(report.date)}
                      </Badge>
                    ) : (
                      formatDisplayDate(report.date)
                    )}
                  </TableCell>
                  <TableCell>{report.account.name}</TableCell>
                  <TableCell>{typeName(report.rebalance_type)}</TableCell>
                  <TableCell>
                    <RebalanceStatusChip status={report.status} />
                  </TableCell>
                </TableRow>
              ))}
              {reports.isSuccess && results.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={COLUMNS.length} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                    {chips.length > 0 ? 'No rebalance reports match the filters' : 'No rebalance reports yet'}
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </ScrollingTableContainer>
        <TablePagination
          component="div"
          count={count}
          page={Math.min(params.page - 1, Math.max(0, Math.ceil(count / params.page_size) - 1))}
          rowsPerPage={params.page_size}
          rowsPerPageOptions={[...REBALANCE_PAGE_SIZES]}
          onPageChange={(_event, next) => update({ page: next + 1 })}
          onRowsPerPageChange={(event) => update({ page_size: Number(event.target.value), page: 1 })}
        />
      </Paper>
    </section>
  );
};
