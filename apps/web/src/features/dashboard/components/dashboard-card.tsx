// A dashboard card: its title, maximise/minimise, and an Expand button when its content overflows (each
// press adds 48 px, from at least 504). Its grid placement (rows spanned, full width when maximised,
// first when maximised) follows from its height, so the grid packs like the spec's row-height-10 layout.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { DASHBOARD_LAYOUT } from './dashboard-constants';

const MaximiseIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M7 14H5v5h5v-2H7v-3zm-2-4h2V7h3V5H5v5zm12 7h-3v2h5v-5h-2v3zM14 5v2h3v3h2V5h-5z" />
  </SvgIcon>
);

const MinimiseIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M5 16h3v3h2v-5H5v2zm3-8H5v2h5V5H8v3zm6 11h2v-3h3v-2h-5v5zm2-11V5h-2v5h5V8h-3z" />
  </SvgIcon>
);

/** The card's height: its base (default or maximised), grown by each expand. */
export const cardHeight = (base: number, expands: number): number =>
  expands === 0
    ? base
    : Math.max(base, DASHBOARD_LAYOUT.minExpandedHeight) + (expands - 1) * DASHBOARD_LAYOUT.expandStep;

/** Rows of `rowHeight` a card of this height spans, the gap below it included. */
export const rowSpan = (height: number): number =>
  Math.ceil((height + DASHBOARD_LAYOUT.gap) / DASHBOARD_LAYOUT.rowHeight);

export type TDashboardCardProps = {
  id: string;
  title: string;
  order: number;
  height: number;
  maximised: boolean;
  onMaximise: () => void;
  onMinimise: () => void;
  onExpand: () => void;
  /** Controls shown under the title (the tab filter). */
  headerExtra?: ReactNode;
  children: ReactNode;
};

export const DashboardCard = ({
  id,
  title,
  order,
  height,
  maximised,
  onMaximise,
  onMinimise,
  onExpand,
  headerExtra,
  children,
}: TDashboardCardProps) => {
  const contentRef = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  // Content that scrolls either way: the body then takes keyboard focus, so arrow keys scroll it.
  const [scrollable, setScrollable] = useState(false);

  // Content taller than the card can expand it; checked after every render and on resize. The body's
  // inner box grows with whatever the content renders, whenever it renders it (each card's content loads
  // on its own, without this card rendering again), so observing it catches every change.
  useLayoutEffect(() => {
    const content = contentRef.current;
    if (!content) return;
    const check = () => {
      const tall = content.scrollHeight > content.clientHeight + 1;
      setOverflowing(tall);
      setScrollable(tall || content.scrollWidth > content.clientWidth + 1);
    };
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(content);
    if (content.firstElementChild) observer.observe(content.firstElementChild);
    return () => observer.disconnect();
  });

  const titleId = `dashboard-card-${id}-title`;
  const sizeToggle = maximised
    ? { label: 'Minimise', onClick: onMinimise, Icon: MinimiseIcon }
    : { label: 'Maximise', onClick: onMaximise, Icon: MaximiseIcon };
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      data-card={id}
      data-maximised={maximised ? 'true' : undefined}
      variant="outlined"
      sx={{
        height,
        display: 'flex',
        flexDirection: 'column',
        minWidth: 0,
        overflow: 'hidden',
        gridColumn: maximised ? '1 / -1' : 'auto',
        gridRowEnd: `span ${rowSpan(height)}`,
        order: maximised ? -1 : order,
      }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', px: 2, minHeight: DASHBOARD_LAYOUT.cardHeaderHeight, flexShrink: 0 }}
      >
        {/* The title gives way (it wraps) before the buttons do: they are never clipped. */}
        <Typography
          id={titleId}
          variant="h3"
          component="h2"
          sx={{ fontSize: '1.1rem', flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        {overflowing ? (
          <Button size="small" onClick={onExpand} sx={{ flexShrink: 0 }}>
            Expand
          </Button>
        ) : null}
        <IconButton
          size="small"
          aria-label={sizeToggle.label}
          title={sizeToggle.label}
          onClick={sizeToggle.onClick}
          sx={{ flexShrink: 0 }}
        >
          <sizeToggle.Icon fontSize="small" />
        </IconButton>
      </Stack>
      {headerExtra ? <Box sx={{ px: 2, flexShrink: 0, minWidth: 0 }}>{headerExtra}</Box> : null}
      <Box
        ref={contentRef}
        role="group"
        aria-labelledby={titleId}
        tabIndex={scrollable ? 0 : undefined}
        sx={{
          flex: 1,
          minHeight: 0,
          overflow: 'auto',
          px: 2,
          pb: 2,
        }}
      >
        {/* A flex column at least the body's height: a chart under its legend fills what is left. */}
        <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>{children}</Box>
      </Box>
    </Paper>
  );
};
