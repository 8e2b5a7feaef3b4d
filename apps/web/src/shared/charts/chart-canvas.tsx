// A small Chart.js wrapper: the chart is created on a canvas ref, updated when its configuration
// changes and destroyed on unmount. Only the controllers, elements, scales and plugins the portal's
// charts use are registered, so the rest of Chart.js is left out of the bundle. Without a 2d context
// (jsdom in tests) no chart is drawn; the text alternative beside the canvas still is.
import Box from '@mui/material/Box';
import { type Theme, useTheme } from '@mui/material/styles';
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  type ChartType,
  Decimation,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  Tooltip,
} from 'chart.js';
import { type ReactNode, useEffect, useRef } from 'react';
import { seriesColor } from '@/shared/theme/theme';

Chart.register(
  LineController,
  BarController,
  PieController,
  LineElement,
  PointElement,
  BarElement,
  ArcElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Decimation,
);

/**
 * Chart.js draws text and grid lines in its default colours, which are set for every chart at once: the
 * theme's secondary text and divider colours, so axes read on the light and the dark background alike.
 */
const applyThemeColours = (theme: Theme): void => {
  Chart.defaults.color = theme.palette.text.secondary;
  Chart.defaults.borderColor = theme.palette.divider;
};

/** The datasets with their colours as the theme shows series (seriesColor), arrays (a pie's) included. */
const themedData = <TType extends ChartType>(data: ChartConfiguration<TType>['data'], theme: Theme) => {
  const mode = theme.palette.mode;
  const recolour = (colour: unknown): unknown =>
    typeof colour === 'string'
      ? seriesColor(colour, mode)
      : Array.isArray(colour)
        ? colour.map((c) => (typeof c === 'string' ? seriesColor(c, mode) : c))
        : colour;
  return {
    ...data,
    datasets: data.datasets.map((dataset) => ({
      ...dataset,
      borderColor: recolour((dataset as { borderColor?: unknown }).borderColor),
      backgroundColor: recolour((dataset as { backgroundColor?: unknown }).backgroundColor),
    })),
  } as ChartConfiguration<TType>['data'];
};

/** The smallest a chart is drawn (spec 002 section 9): 240 by 180 px. */
export const CHART_MIN_WIDTH = 240;
export const CHART_MIN_HEIGHT = 180;

export type TChartClick = { datasetIndex: number; index: number };

export type TChartCanvasProps<TType extends ChartType = ChartType> = {
  config: ChartConfiguration<TType>;
  /** The chart's accessible name. */
  label: string;
  /** The chart's height in px; none: it fills its parent (at least the minimum). */
  height?: number;
  /** What the chart shows, as text (a legend, totals): read by screen readers and tests. */
  children?: ReactNode;
  onElementClick?: (click: TChartClick) => void;
};

const getContext = (canvas: HTMLCanvasElement): CanvasRenderingContext2D | null => {
  try {
    return canvas.getContext('2d');
  } catch {
    return null;
  }
};

export const ChartCanvas = <TType extends ChartType = ChartType>({
  config,
  label,
  height,
  children,
  onElementClick,
}: TChartCanvasProps<TType>) => {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const chartRef = useRef<Chart<TType> | null>(null);
  const clickRef = useRef(onElementClick);
  clickRef.current = onElementClick;
  const theme = useTheme();

  // Created once per chart type; later configurations update the same chart (no flicker, no leak).
  useEffect(() => {
    const options = {
      ...config.options,
      onClick: (_event: unknown, elements: { datasetIndex: number; index: number }[]) => {
        const element = elements[0];
        if (element) clickRef.current?.({ datasetIndex: element.datasetIndex, index: element.index });
      },
    } as NonNullable<ChartConfiguration<TType>['options']>;
    applyThemeColours(theme);
    const chart = chartRef.current;
    const data = themedData(config.data, theme);
    if (chart && (chart.config as { type?: string }).type === config.type) {
      chart.data = data;
      chart.options = options;
      chart.update('none');
      return;
    }
    chart?.destroy();
    chartRef.current = null;
    const canvas = canvasRef.current;
    const context = canvas ? getContext(canvas) : null;
    if (!context) return;
    chartRef.current = new Chart<TType>(context, { ...config, data, options });
  }, [config, theme]);

  useEffect(
    () => () => {
      chartRef.current?.destroy();
      chartRef.current = null;
    },
    [],
  );

  return (
    <Box sx={height === undefined ? { height: '100%' } : undefined}>
      <Box
        sx={{
          position: 'relative',
          height: height === undefined ? '100%' : Math.max(height, CHART_MIN_HEIGHT),
          minHeight: CHART_MIN_HEIGHT,
          minWidth: CHART_MIN_WIDTH,
          width: '100%',
        }}
      >
        <canvas ref={canvasRef} role="img" aria-label={label} />
      </Box>
      {children}
    </Box>
  );
};
