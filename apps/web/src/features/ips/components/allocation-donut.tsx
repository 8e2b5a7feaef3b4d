// The donut chart of a strategic asset allocation: one arc per option with a positive percent, in the
// option's colour, the total in the middle. SVG, so it needs no canvas and reads the same everywhere.
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import {
  formatHundredths,
  hundredthsOf,
  PERCENT_HUNDREDTHS_TOTAL,
} from '@portal/contracts/api/ips-allocation';

export type TDonutSlice = { name: string; color: string; target_percentage: string };

const RADIUS = 40;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export const AllocationDonut = ({ slices, size = 180 }: { slices: TDonutSlice[]; size?: number }) => {
  const parts = slices
    .map((s) => ({ ...s, hundredths: hundredthsOf(s.target_percentage) ?? 0 }))
    .filter((s) => s.hundredths > 0);
  const total = parts.reduce((sum, p) => sum + p.hundredths, 0);
  const scale = Math.max(total, PERCENT_HUNDREDTHS_TOTAL);
  let offset = 0;
  // The empty ring in the theme's divider colour: a light grey ring would glare on the dark background.
  const ring = useTheme().palette.divider;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', my: 2 }}>
      <svg
        width={size}
        height={size}
        viewBox="0 0 100 100"
        role="img"
        aria-label={`Allocation: ${parts.map((p) => `${p.name} ${formatHundredths(p.hundredths)}%`).join(', ') || 'none'}`}
      >
        <circle cx="50" cy="50" r={RADIUS} fill="none" stroke={ring} strokeWidth="14" />
        {parts.map((part) => {
          const length = (part.hundredths / scale) * CIRCUMFERENCE;
          const arc = (
            <circle
              key={part.name}
              cx="50"
              cy="50"
              r={RADIUS}
              fill="none"
              stroke={part.color}
              strokeWidth="14"
              strokeDasharray={`${length} ${CIRCUMFERENCE - length}`}
              strokeDashoffset={-offset}
              transform="rotate(-90 50 50)"
            />
          );
          offset += length;
          return arc;
        })}
        <text x="50" y="54" textAnchor="middle" fontSize="11" fontWeight="600" fill="currentColor">
          {`${formatHundredths(total)}%`}
        </text>
      </svg>
    </Box>
  );
};
