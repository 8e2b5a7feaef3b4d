// A table's frame that scrolls sideways when the table is wider than the screen, and says so: on a phone a
// table otherwise shows two or three columns with nothing to tell that more follow. While columns are out
// of view, a line above the table names the gesture and a shadow marks each edge with more beyond it.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

export const SCROLL_SIDEWAYS_HINT = 'Scroll sideways to see more columns';

type TEdges = { before: boolean; after: boolean };

const edgeShadow = (side: 'left' | 'right', shown: boolean) => ({
  position: 'absolute',
  top: 0,
  bottom: 0,
  [side]: 0,
  width: 24,
  pointerEvents: 'none',
  opacity: shown ? 1 : 0,
  transition: 'opacity 150ms',
  background: `linear-gradient(to ${side}, rgba(0, 0, 0, 0), rgba(0, 0, 0, 0.14))`,
});

export const ScrollingTableContainer = ({
  label,
  children,
  sx,
  edgeShadows = true,
}: {
  /** The region's name, read when it is focused to scroll with the keyboard. */
  label: string;
  /** False for a table whose last column stays put (sticky) and marks the edge itself. */
  edgeShadows?: boolean;
  children: ReactNode;
  sx?: object;
}) => {
  const frameRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<TEdges>({ before: false, after: false });

  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const measure = () => {
      const before = frame.scrollLeft > 1;
      const after = frame.scrollLeft + frame.clientWidth < frame.scrollWidth - 1;
      setEdges((current) =>
        current.before === before && current.after === after ? current : { before, after },
      );
    };
    measure();
    frame.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(frame);
    if (frame.firstElementChild) observer?.observe(frame.firstElementChild);
    return () => {
      frame.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);

  const scrolls = edges.before || edges.after;
  return (
    <Box sx={{ minWidth: 0, ...sx }}>
      {scrolls ? (
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          data-testid="scroll-sideways-hint"
          sx={{ mb: 0.5 }}
        >
          {SCROLL_SIDEWAYS_HINT} <span aria-hidden="true">→</span>
        </Typography>
      ) : null}
      <Box sx={{ position: 'relative' }}>
        {/* Focusable while it scrolls, so the keyboard can scroll it too; positioned, so visually hidden
            text in the table scrolls with it instead of widening the page. */}
        <Box
          ref={frameRef}
          role={scrolls ? 'region' : undefined}
          aria-label={scrolls ? label : undefined}
          tabIndex={scrolls ? 0 : undefined}
          sx={{ overflowX: 'auto', width: '100%', position: 'relative' }}
        >
          {children}
        </Box>
        {edgeShadows ? (
          <>
            <Box aria-hidden sx={edgeShadow('left', edges.before)} />
            <Box aria-hidden sx={edgeShadow('right', edges.after)} />
          </>
        ) : null}
      </Box>
    </Box>
  );
};
