import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TModelPortfolioData } from '@portal/contracts/api/rebalance';
import { ScrollingTableContainer } from '@/shared/ui/scrolling-table-container';
import { formatPercent, formatSignedPercent } from './rebalance-format';

const HEADERS = ['Code', 'Company name', 'Current Target', 'Change in Target', 'Revised target'];

/** model_portfolio: one row per company, with its current target, the change and the revised target. */
export const ModelPortfolioTable = ({ data }: { data: TModelPortfolioData }) => (
  <ScrollingTableContainer label={'Model portfolio'}>
    <Table size="small" aria-label="Model portfolio">
      <TableHead>
        <TableRow>
          {HEADERS.map((header, i) => (
            <TableCell key={header} align={i < 2 ? 'left' : 'right'}>
              {header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {data.rows.map((row) => (
          <TableRow key={`${row.investment_option}:${row.code}`}>
            <TableCell>{row.code}</TableCell>
            <TableCell>{row.name}</TableCell>
            <TableCell align="right">{formatPercent(row.old_target)}</TableCell>
            <TableCell align="right">{formatSignedPercent(row.target_difference)}</TableCell>
            <TableCell align="right">{formatPercent(row.new_target)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </ScrollingTableContainer>
);
