import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useLayoutEffect, useState } from 'react';
import type { TTourStep } from '@/features/tour/components/tour-steps';

type TRect = { top: number; left: number; width: number; height: number };
const PAD = 6;
const CARD_WIDTH = 340;

/** Where the step's target is on screen; null when it has none or it is hidden. */
const useTargetRect = (step: TTourStep | undefined): TRect | null => {
  const [rect, setRect] = useState<TRect | null>(null);
  useLayoutEffect(() => {
    const measure = () => {
      const element = step?.target ? document.querySelector(step.target) : null;
      const box = element?.getBoundingClientRect();
      setRect(
        box && box.width > 0 && box.height > 0
          ? { top: box.top, left: box.left, width: box.width, height: box.height }
          : null,
      );
    };
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [step]);
  return rect;
};

/** The card sits below the target when there is room, above it otherwise; centred without a target. */
const cardPosition = (rect: TRect | null) => {
  if (!rect) return { top: '50%', left: '50%', transform: 'translate(-50%, -50%)' };
  const width = Math.min(CARD_WIDTH, window.innerWidth - 32);
  const left = Math.max(16, Math.min(rect.left, window.innerWidth - width - 16));
  const below = rect.top + rect.height + PAD + 12;
  if (below + 220 < window.innerHeight) return { top: below, left };
  return { top: Math.max(16, rect.top - PAD - 12 - 220), left };
};

type TTourProps = { steps: readonly TTourStep[]; onFinish: () => void };

/** The tour overlay (spec: step dots, Exit, Back, Next, Done) over the real page. */
export const TourOverlay = ({ steps, onFinish }: TTourProps) => {
  const [index, setIndex] = useState(0);
  const step = steps[index];
  const rect = useTargetRect(step);
  const last = index === steps.length - 1;

  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onFinish();
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [onFinish]);

  if (!step) return null;
  return (
    <Box sx={{ position: 'fixed', inset: 0, zIndex: (theme) => theme.zIndex.modal + 10 }}>
      {rect ? (
        <Box
          data-testid="tour-highlight"
          sx={{
            position: 'fixed',
            top: rect.top - PAD,
            left: rect.left - PAD,
            width: rect.width + PAD * 2,
            height: rect.height + PAD * 2,
            borderRadius: 1,
            boxShadow: '0 0 0 9999px rgba(0, 0, 0, 0.55)',
            outline: '2px solid white',
            pointerEvents: 'none',
          }}
        />
      ) : (
        <Box sx={{ position: 'fixed', inset: 0, bgcolor: 'rgba(0, 0, 0, 0.55)' }} />
      )}
      <Paper
        role="dialog"
        aria-modal="true"
        aria-labelledby="tour-title"
        aria-describedby="tour-text"
        elevation={8}
        sx={{
          position: 'fixed',
          width: CARD_WIDTH,
          maxWidth: 'calc(100vw - 32px)',
          p: 2.5,
          ...cardPosition(rect),
        }}
      >
        <Typography id="tour-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {step.title}
        </Typography>
        <Typography id="tour-text" sx={{ mb: 2 }}>
          {step.text}
        </Typography>
        <Stack
          direction="row"
          spacing={0.75}
          sx={{ mb: 2, justifyContent: 'center' }}
          role="img"
          aria-label={`Step ${index + 1} of ${steps.length}`}
        >
          {steps.map((s, i) => (
            <Box
              key={s.title}
              data-testid="tour-dot"
              data-active={i === index ? 'true' : 'false'}
              sx={{
                width: 8,
                height: 8,
                borderRadius: '50%',
                bgcolor: i === index ? 'primary.main' : 'action.disabled',
              }}
            />
          ))}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button onClick={onFinish} color="inherit">
            Exit
          </Button>
          <Box sx={{ flex: 1 }} />
          <Button onClick={() => setIndex(index - 1)} disabled={index === 0}>
            Back
          </Button>
          {last ? (
            <Button variant="contained" onClick={onFinish}>
              Done
            </Button>
          ) : (
            <Button variant="contained" onClick={() => setIndex(index + 1)} autoFocus>
              Next
            </Button>
          )}
        </Stack>
      </Paper>
    </Box>
  );
};
