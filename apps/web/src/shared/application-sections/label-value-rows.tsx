// The label and value pairs inside a section of an application (account details, tax, trust, portfolio
// details...), as a description list so each value is read with its label.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type TLabelValueRow = [label: string, value: ReactNode];

/** Label and value pairs; empty values are left out. */
export const LabelValueRows = ({
  rows,
  labelWidth,
}: {
  rows: TLabelValueRow[];
  /** The label column on wider screens; each page keeps its own so its labels fit on one line. */
  labelWidth: number;
}) => (
  <Box
    component="dl"
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', sm: `${labelWidth}px 1fr` },
      columnGap: 2,
      rowGap: 0.5,
      m: 0,
    }}
  >
    {rows
      .filter(([, value]) => value !== '' && value !== null && value !== undefined)
      .map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
  </Box>
);
