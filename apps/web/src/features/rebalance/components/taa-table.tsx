import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TTaaData } from '@portal/contracts/api/rebalance';
import { Fragment } from 'react';
import { ScrollingTableContainer } from '@/shared/ui/scrolling-table-container';
import { formatPercent, formatSignedPercent } from './rebalance-format';

const HEADERS = [
  'Asset Class',
  'Investment Option',
  'Strategic Asset Allocation',
  'Current TAA',
  'Change in TAA',
  'Revised TAA',
];

type TFigures = { saa: number; old: number; change: number; revised: number };

const FigureCells = ({ figures }: { figures: TFigures }) => (
  <>
    <TableCell align="right">{formatPercent(figures.saa)}</TableCell>
    <TableCell align="right">{formatPercent(figures.old)}</TableCell>
    <TableCell align="right">{formatSignedPercent(figures.change)}</TableCell>
    <TableCell align="right">{formatPercent(figures.revised)}</TableCell>
  </>
);

const bold = { '& td': { fontWeight: 600 } };

/** taa: each asset class's options and its subtotal, then the Cash and Total rows. */
export const TaaTable = ({ data }: { data: TTaaData }) => (
  <ScrollingTableContainer label={'Tactical asset allocation'}>
    <Table size="small" aria-label="Tactical asset allocation">
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
        {data.records.map((record) => (
          <Fragment key={record.asset_class}>
            {record.investment_options.map((option, i) => (
              <TableRow key={option.name}>
                <TableCell>{i === 0 ? record.asset_class : ''}</TableCell>
                <TableCell>{option.name}</TableCell>
                <FigureCells
                  figures={{
                    saa: option.saa,
                    old: option.old_taa,
                    change: option.taa_difference,
                    revised: option.new_taa,
                  }}
                />
              </TableRow>
            ))}
            <TableRow data-row="subtotal" sx={{ ...bold, bgcolor: 'action.hover' }}>
              <TableCell />
              <TableCell>Subtotal</TableCell>
              <FigureCells
                figures={{
                  saa: record.total_saa,
                  old: record.total_old_taa,
                  change: record.total_difference,
                  revised: record.total_new_taa,
                }}
              />
            </TableRow>
          </Fragment>
        ))}
        <TableRow data-row="cash">
          <TableCell>Cash</TableCell>
          <TableCell />
          <FigureCells
            figures={{
              saa: data.cash.saa,
              old: data.cash.old_taa,
              change: data.cash.taa_difference,
              revised: data.cash.new_taa,
            }}
          />
        </TableRow>
        <TableRow data-row="total" sx={bold}>
          <TableCell>Total</TableCell>
          <TableCell />
          <FigureCells
            figures={{
              saa: data.totals.total_saa,
              old: data.totals.total_old_taa,
              change: data.totals.total_difference,
              revised: data.totals.total_new_taa,
            }}
          />
        </TableRow>
      </TableBody>
    </Table>
  </ScrollingTableContainer>
);
