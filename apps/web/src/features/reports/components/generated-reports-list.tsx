// The generated reports (spec 002 sections 2 and 4): name, accounts, investment options, load time,
// report types, dates, status (pending spinner, ready View, failed 'Failed'), NEW until read, the
// favourite heart and, for staff only, who generated it.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  ALL_REPORTS_COUNT,
  GENERATED_BY_LABEL,
  NO_REPORTS_TEXT,
  REPORT_FAILED_TEXT,
  REPORTS_LIST_TITLE,
  SAVE_TO_FAVOURITES_TEXT,
  type TGeneratedReport,
} from '@portal/contracts/api/reports';
import { formatDisplayDate } from '@portal/contracts/formats';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDownloadReportCsv } from '@/features/reports/api/download-report-csv';
import { useReports } from '@/features/reports/api/list-reports';
import { formatReportDateTime, optionWithAccount } from '@/features/reports/components/report-format';
import { FilledHeartIcon, HeartIcon } from '@/features/reports/components/report-icons';
import {
  ALL_REPORTS_TEXT,
  csvLinkLabel,
  GENERATING_LABEL,
  NEW_BADGE,
  SAVED_FAVOURITE_LABEL,
  VIEW_LABEL,
} from '@/features/reports/components/report-texts';
import { useViewReport } from '@/features/reports/components/use-view-report';
import { useProfile } from '@/shared/session/profile';
import { useSession } from '@/shared/session/session-store';
import { PageSpinner } from '@/shared/ui/page-spinner';

export const saveToFavoritePath = (uuid: string) => `/reports/${uuid}/save-to-favorite/`;

const Detail = ({ label, value }: { label: string; value: string }) => (
  <Typography variant="body2">
    <Box component="span" sx={{ color: 'text.secondary' }}>
      {label}:{' '}
    </Box>
    {value}
  </Typography>
);

const FavouriteHeart = ({ report }: { report: TGeneratedReport }) => {
  // Favourites are the investor's generator choices: not for a viewer of shared accounts.
  const viewing = useSession((session) => session.sharedView !== null);
  if (viewing) return null;
  if (report.favorite_report)
    return (
      <Box
        component="span"
        role="img"
        aria-label={SAVED_FAVOURITE_LABEL}
        sx={{ display: 'inline-flex', p: 1, color: 'error.main' }}
      >
        <FilledHeartIcon />
      </Box>
    );
  if (!report.can_be_favorite)
    return (
      <Tooltip title={report.can_be_favorite_message ?? ''} describeChild>
        <span>
          <IconButton aria-label={SAVE_TO_FAVOURITES_TEXT} disabled>
            <HeartIcon />
          </IconButton>
        </span>
      </Tooltip>
    );
  return (
    <Tooltip title={SAVE_TO_FAVOURITES_TEXT}>
      <IconButton component={Link} to={saveToFavoritePath(report.uuid)}>
        <HeartIcon />
      </IconButton>
    </Tooltip>
  );
};

const ReportStatus = ({ report }: { report: TGeneratedReport }) => {
  const viewReport = useViewReport();
  const [opening, setOpening] = useState(false);
  if (report.status === 'pending') return <CircularProgress size={24} aria-label={GENERATING_LABEL} />;
  if (report.status === 'failed')
    return (
      <Typography color="error" variant="body2">
        {REPORT_FAILED_TEXT}
      </Typography>
    );
  const handleView = async () => {
    setOpening(true);
    try {
      await viewReport(report);
    } finally {
      setOpening(false);
    }
  };
  return (
    <Button
      variant="outlined"
      size="small"
      disabled={opening}
      onClick={() => void handleView()}
      aria-label={`${VIEW_LABEL} ${report.name}`}
    >
      {VIEW_LABEL}
    </Button>
  );
};

/** Beyond the spec: a report's CSV files, one per capital gains by parcel type. */
const CsvFiles = ({ report }: { report: TGeneratedReport }) => {
  const download = useDownloadReportCsv();
  if (report.csv_files.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
      {report.csv_files.map((file) => (
        <Button
          key={file.report_type_id}
          size="small"
          disabled={download.isPending}
          onClick={() => download.mutate({ link: file.link, fileName: `${file.name} ${report.name}.csv` })}
        >
          {csvLinkLabel(file.name)}
        </Button>
      ))}
    </Stack>
  );
};

const ReportItem = ({ report, isStaff }: { report: TGeneratedReport; isStaff: boolean }) => (
  <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }} aria-label={report.name}>
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {report.name}
        </Typography>
        {report.is_new ? <Chip label={NEW_BADGE} color="primary" size="small" /> : null}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <ReportStatus report={report} />
        <FavouriteHeart report={report} />
      </Stack>
    </Stack>
    <Detail label="Accounts" value={report.accounts.map((account) => account.name).join(', ')} />
    <Detail
      label="Investment options"
      value={report.investment_options.map(optionWithAccount).join(', ') || '—'}
    />
    <Detail
      label="Load time"
      value={report.load_datetime ? formatReportDateTime(report.load_datetime) : '—'}
    />
    <Detail
      label="Reports"
      value={
        report.report_types.length === ALL_REPORTS_COUNT
          ? ALL_REPORTS_TEXT
          : report.report_types.map((type) => type.name).join(', ')
      }
    />
    <Detail
      label="Dates"
      value={`${formatDisplayDate(report.start_date)} – ${formatDisplayDate(report.end_date)}`}
    />
    {isStaff && report.creator ? (
      <Detail label={GENERATED_BY_LABEL} value={`${report.creator.first_name} ${report.creator.last_name}`} />
    ) : null}
    <CsvFiles report={report} />
  </Paper>
);

export const GeneratedReportsList = () => {
  const reports = useReports();
  const { data: profile } = useProfile();
  const isStaff = profile?.is_staff === true;
  return (
    <Box component="section" aria-labelledby="generated-reports-title" sx={{ mt: 4 }}>
      <Typography variant="h2" id="generated-reports-title" sx={{ mb: 2 }}>
        {REPORTS_LIST_TITLE}
      </Typography>
      {reports.isPending ? (
        <PageSpinner />
      ) : (reports.data ?? []).length === 0 ? (
        <Typography>{NO_REPORTS_TEXT}</Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} aria-label={REPORTS_LIST_TITLE}>
          {reports.data?.map((report) => (
            <ReportItem key={report.id} report={report} isStaff={isStaff} />
          ))}
        </Stack>
      )}
    </Box>
  );
};
