import TableCell from '@mui/material/TableCell';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { LIST_PAGE_SIZES } from '@portal/contracts/constants';
import { useState } from 'react';

type TConsolePaginationProps = {
  count: number;
  /** Zero-based, as the table shows it. */
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
};

/** The pager under each console list; it wraps on a phone instead of scrolling sideways. */
export const ConsolePagination = ({ count, page, pageSize, onPage, onPageSize }: TConsolePaginationProps) => (
  <TablePagination
    component="div"
    sx={{
      overflow: 'visible',
      '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: 0 },
      '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
    }}
    count={count}
    page={page}
    rowsPerPage={pageSize}
    rowsPerPageOptions={[...LIST_PAGE_SIZES]}
    onPageChange={(_event, next) => onPage(next)}
    onRowsPerPageChange={(event) => {
      onPageSize(Number(event.target.value));
      onPage(0);
    }}
  />
);

/**
 * The page a console list shows (zero-based) and its size, and what its ConsolePagination takes: every
 * console list starts on its first page at the same size.
 */
export const useConsolePaging = () => {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(LIST_PAGE_SIZES[1]);
  return {
    page,
    pageSize,
    setPage,
    pagination: { page, pageSize, onPage: setPage, onPageSize: setPageSize },
  };
};

type TConsoleListStatusRowsProps = {
  colSpan: number;
  /** The loaded page holds no rows. */
  empty: boolean;
  emptyText: string;
  loading: boolean;
};

/** The rows a console table shows instead of results: nothing matched, or still loading. */
export const ConsoleListStatusRows = ({
  colSpan,
  empty,
  emptyText,
  loading,
}: TConsoleListStatusRowsProps) => (
  <>
    {empty ? (
      <TableRow>
        <TableCell colSpan={colSpan}>{emptyText}</TableCell>
      </TableRow>
    ) : null}
    {loading ? (
      <TableRow>
        <TableCell colSpan={colSpan}>Loading…</TableCell>
      </TableRow>
    ) : null}
  </>
);
