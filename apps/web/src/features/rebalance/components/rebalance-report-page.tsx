import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  parseRebalanceData,
  REBALANCE_HISTORY_PATH,
  REBALANCE_TEXTS,
  type TRebalanceType,
} from '@portal/contracts/api/rebalance';
import { formatDisplayDate } from '@portal/contracts/formats';
import { useEffect, useMemo, useRef } from 'react';
import { useParams } from 'react-router';
import { useRebalanceReport } from '@/features/rebalance/api/get-rebalance-report';
import { useMarkRebalanceSeen } from '@/features/rebalance/api/mark-rebalance-seen';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { RouterLink } from '@/shared/ui/router-link';
import { ModelPortfolioTable } from './model-portfolio-table';
import { TaaTable } from './taa-table';

/** What each type of report means, above its table. */
export const REBALANCE_EXPLANATIONS: Record<TRebalanceType, string> = {
  taa: 'Our investment committee has reviewed the tactical asset allocation (TAA) of your portfolio. The table shows, for each asset class and investment option, the strategic asset allocation, the current TAA, the change we are making and the revised TAA.',
  model_portfolio:
    'Our investment committee has reviewed the model portfolio your account follows. The table shows, for each company, its current target weight, the change we are making and the revised target.',
};

const NO_DATA = 'There is no allocation to show for this report.';

/** /rebalance/report/:id/: the report; opening a new one marks it seen (once per visit). */
export const RebalanceReportPage = () => {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const report = useRebalanceReport(id);
  const { mutate: markSeen } = useMarkRebalanceSeen();
  const marked = useRef<number | null>(null);
  const isNew = report.data?.is_new === true;

  useEffect(() => {
    if (!isNew || marked.current === id) return;
    marked.current = id;
    markSeen(id);
  }, [isNew, id, markSeen]);

  const parsed = useMemo(
    () => (report.data ? parseRebalanceData(report.data.type, report.data.data) : null),
    [report.data],
  );

  if (!report.data) return <PageSpinner />;
  const { type, status, date, message } = report.data;
  const paragraphs = message
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

  return (
    <section>
      <RouterLink to={REBALANCE_HISTORY_PATH} variant="body2">
        {REBALANCE_TEXTS.historyTitle}
      </RouterLink>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ mt: 1, mb: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Typography variant="h1">{REBALANCE_TEXTS.reportHeader}</Typography>
        {status === 'cancelled' ? (
          <Chip label={REBALANCE_TEXTS.cancelled} color="error" size="small" />
        ) : null}
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 1 }} data-testid="rebalance-date">
        {formatDisplayDate(date)}
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: 900 }}>{REBALANCE_EXPLANATIONS[type]}</Typography>
      <Paper variant="outlined" sx={{ mb: 3 }}>
        {parsed?.type === 'taa' ? (
          <TaaTable data={parsed.data} />
        ) : parsed?.type === 'model_portfolio' ? (
          <ModelPortfolioTable data={parsed.data} />
        ) : (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {NO_DATA}
          </Typography>
        )}
      </Paper>
      <section aria-labelledby="rebalance-commentary">
        <Typography id="rebalance-commentary" variant="h2" sx={{ mb: 1 }}>
          {REBALANCE_TEXTS.commentary}
        </Typography>
        {paragraphs.map((line, index) => (
          // Lines repeat rarely, but may: the index keeps their keys apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs never reorder
          <Typography key={index} component="p" sx={{ mb: 1 }}>
            {line}
          </Typography>
        ))}
      </section>
    </section>
  );
};
