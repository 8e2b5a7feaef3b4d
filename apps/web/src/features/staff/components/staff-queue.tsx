import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_STAFF_PAGE_SIZE,
  STAFF_PAGE_SIZES,
  type TPersonSummary,
} from '@portal/contracts/api/staff-operations';
import { DEBOUNCE_MS } from '@portal/contracts/constants';
import { type ReactNode, useState } from 'react';
import { useDebounced } from '@/shared/hooks/use-debounced';

/**
 * The search and the (one-based) page of a staff work queue. A new search or page size starts again on
 * the first page, so a shorter answer never leaves the table on a page it no longer has.
 */
export const useStaffQueueControls = () => {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebounced(search.trim(), DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_STAFF_PAGE_SIZE);
  return {
    search,
    debouncedSearch,
    page,
    pageSize,
    setPage,
    changeSearch: (value: string) => {
      setSearch(value);
      setPage(1);
    },
    changePageSize: (size: number) => {
      setPageSize(size);
      setPage(1);
    },
  };
};
export type TStaffQueueControls = ReturnType<typeof useStaffQueueControls>;

type TStaffQueueTableProps = {
  controls: TStaffQueueControls;
  searchLabel: string;
  tableLabel: string;
  columns: readonly string[];
  /** All the rows the queue holds across its pages. */
  count: number;
  /** The loaded page holds no rows. */
  empty: boolean;
  emptyText: string;
  /** The rows of the page, one TableRow each. */
  children: ReactNode;
};

/** A staff work queue: its search field, the table of the current page, and its pager. */
export const StaffQueueTable = ({
  controls,
  searchLabel,
  tableLabel,
  columns,
  count,
  empty,
  emptyText,
  children,
}: TStaffQueueTableProps) => (
  <>
    <TextField
      label={searchLabel}
      value={controls.search}
      onChange={(event) => controls.changeSearch(event.target.value)}
      size="small"
      fullWidth
      sx={{ mb: 2, maxWidth: 480 }}
    />
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={tableLabel}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {children}
          {empty ? (
            <TableRow>
              <TableCell colSpan={columns.length}>{emptyText}</TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </TableContainer>
    <TablePagination
      component="div"
      count={count}
      page={controls.page - 1}
      onPageChange={(_, next) => controls.setPage(next + 1)}
      rowsPerPage={controls.pageSize}
      rowsPerPageOptions={[...STAFF_PAGE_SIZES]}
      onRowsPerPageChange={(event) => controls.changePageSize(Number(event.target.value))}
    />
  </>
);

/** A queue row's primary user: the name above the e-mail, or '-' when the account has none yet. */
export const PrimaryUserCell = ({ primary }: { primary: TPersonSummary | null }) => (
  <TableCell>
    {primary ? (
      <>
        {primary.name}
        <Typography variant="body2" color="text.secondary">
          {primary.email}
        </Typography>
      </>
    ) : (
      '-'
    )}
  </TableCell>
);
