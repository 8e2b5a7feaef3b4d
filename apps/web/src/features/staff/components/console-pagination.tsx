import TablePagination from '@mui/material/TablePagination';
import { LIST_PAGE_SIZES } from '@portal/contracts/constants';

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
