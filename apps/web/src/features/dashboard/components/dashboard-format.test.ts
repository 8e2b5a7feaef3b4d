import { describe, expect, it } from 'vitest';
import { totalAssetAxis } from './dashboard-format';

const labels = (axis: ReturnType<typeof totalAssetAxis>) => {
  const step = axis.stepSize ?? 1;
  return Array.from({ length: Math.round((axis.max - axis.min) / step) + 1 }, (_, i) => axis.min + i * step);
};

describe('total asset axis', () => {
  it('puts a margin loan and a total in round, even steps: no $390k under $5M, no $21M beside $20M', () => {
    const axis = totalAssetAxis([433_000, 473_100, 15_900_000, 18_625_430], 6);
    expect(axis).toEqual({ min: 0, max: 25_000_000, stepSize: 5_000_000 });
    expect(labels(axis)).toEqual([0, 5e6, 10e6, 15e6, 20e6, 25e6]);
  });

  it('keeps at least 10 percent of room around the data and no more labels than ticks', () => {
    for (const [values, ticks] of [
      [[1_000_000, 1_100_000], 6],
      [[18_000_000, 21_000_000], 8],
      [[-250_000, 1_400_000], 6],
      [[7_500], 6],
    ] as const) {
      const axis = totalAssetAxis([...values], ticks);
      const low = Math.min(...values);
      const high = Math.max(...values);
      expect(axis.max).toBeGreaterThanOrEqual(high * 1.1 - 1e-6);
      expect(axis.min).toBeLessThanOrEqual(low >= 0 ? low * 0.9 : low * 1.1);
      expect(labels(axis).length).toBeLessThanOrEqual(ticks);
      // Every label is a whole number of steps.
      for (const label of labels(axis))
        expect(label % axis.stepSize! === 0 || Object.is(label % axis.stepSize!, -0)).toBe(true);
    }
  });

  it('without data keeps the spec range', () => {
    expect(totalAssetAxis([], 6)).toEqual({ min: -6000, max: 6000 });
  });
});
