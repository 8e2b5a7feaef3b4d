import { useEffect, useState } from 'react';

const secondsLeft = (deadline: number | null): number =>
  deadline === null ? 0 : Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/** Whole seconds left until `deadline` (epoch ms), ticking every second; 0 once passed or when null. */
export const useCountdown = (deadline: number | null): number => {
  const [remaining, setRemaining] = useState(() => secondsLeft(deadline));
  useEffect(() => {
    setRemaining(secondsLeft(deadline));
    if (deadline === null || deadline <= Date.now()) return;
    const timer = setInterval(() => {
      const next = secondsLeft(deadline);
      setRemaining(next);
      if (next === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);
  return remaining;
};
