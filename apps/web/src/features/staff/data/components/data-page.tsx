import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  IMPORT_JOB_STATUS_LABELS,
  IMPORT_MAX_FILES,
  importJobFinished,
  type TImportJob,
} from '@portal/contracts/api/staff-operations';
import { formatDisplayDate } from '@portal/contracts/formats';
import { type ReactNode, useState } from 'react';
import { ApiError } from '@/shared/api/api-error';
import { useAvailability } from '../api/get-availability';
import { useImportJob } from '../api/get-import-job';
import { useRecentImports } from '../api/get-recent-imports';
import { useStartImport } from '../api/start-import';

const Card = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
    <Typography variant="h6" component="h3" gutterBottom>
      {title}
    </Typography>
    {children}
  </Paper>
);

const rowsLabel = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`;
const dateOrNone = (date: string | null | undefined) => (date ? formatDisplayDate(date) : 'No data yet');

/** The progress bar and the result table of one import. */
export const ImportProgress = ({ job }: { job: TImportJob }) => {
  const percent = job.files_total === 0 ? 100 : Math.round((job.files_done / job.files_total) * 100);
  return (
    <Stack spacing={2}>
      <Box>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
          <Typography variant="body2">
            {IMPORT_JOB_STATUS_LABELS[job.status]}: {job.files_done} of {job.files_total} files
          </Typography>
          <Typography variant="body2">{percent}%</Typography>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label="Import progress"
          color={job.status === 'failed' ? 'error' : job.files_rejected > 0 ? 'warning' : 'primary'}
        />
      </Box>
      {importJobFinished(job) ? (
        <Alert severity={job.status === 'failed' ? 'error' : job.files_rejected > 0 ? 'warning' : 'success'}>
          {job.status === 'failed'
            ? `The import stopped: ${job.error ?? 'unknown error'}`
            : `${rowsLabel(job.rows_loaded)} loaded; ${job.files_rejected} of ${job.files_total} files rejected.`}
        </Alert>
      ) : null}
      <TableContainer>
        <Table size="small" aria-label="Import result">
          <TableHead>
            <TableRow>
              <TableCell>File</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Rows</TableCell>
              <TableCell>Reasons</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {job.files.map((file) => (
              <TableRow key={file.file}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{file.file}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={
                      file.status === 'loaded'
                        ? 'Loaded'
                        : file.status === 'rejected'
                          ? 'Rejected'
                          : 'Waiting'
                    }
                    color={
                      file.status === 'loaded' ? 'success' : file.status === 'rejected' ? 'error' : 'default'
                    }
                  />
                </TableCell>
                <TableCell align="right">{file.rows}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {file.errors.map((error) => (
                    <Typography key={error} variant="body2">
                      {error}
                    </Typography>
                  ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
};

/** The portfolio data: the latest availability date and imports of the back office's CSV files. */
export const DataPage = () => {
  const availability = useAvailability();
  const recent = useRecentImports();
  const start = useStartImport();
  const [files, setFiles] = useState<File[]>([]);
  const [chosenJob, setChosenJob] = useState<number | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [inputKey, setInputKey] = useState(0);
  // After a reload the newest import is shown again (and polled while it runs).
  const jobId = chosenJob ?? recent.data?.[0]?.id ?? null;
  const job = useImportJob(jobId);

  const handleStart = () => {
    setErrors([]);
    start.mutate(files, {
      onSuccess: (started) => {
        setChosenJob(started.id);
        setFiles([]);
        setInputKey((key) => key + 1);
      },
      onError: (failure) =>
        setErrors(
          failure instanceof ApiError
            ? [...Object.values(failure.fieldErrors), ...(failure.detail ? [failure.detail] : [])]
            : ['The import could not be started.'],
        ),
    });
  };

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Typography variant="h4" component="h2" gutterBottom>
        Portfolio data
      </Typography>
      <Stack spacing={3}>
        <Card title="Availability">
          <Typography>
            Latest availability date:{' '}
            <strong>
              {availability.isPending ? '…' : dateOrNone(availability.data?.latest_availability_date)}
            </strong>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Latest price: {availability.isPending ? '…' : dateOrNone(availability.data?.latest_price_date)}
          </Typography>
        </Card>
        <Card title="Import CSV files">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Up to {IMPORT_MAX_FILES} files at a time; each file loads on its own, reference data first. The
            import runs on the server: you can leave or reload this page.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Button variant="outlined" component="label">
              Choose CSV files
              <input
                key={inputKey}
                hidden
                multiple
                type="file"
                accept=".csv,text/csv"
                aria-label="CSV files"
                onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
              />
            </Button>
            <Typography variant="body2">
              {files.length === 0 ? 'No files chosen' : files.map((file) => file.name).join(', ')}
            </Typography>
          </Stack>
          {errors.length > 0 ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errors.map((error) => (
                <div key={error}>{error}</div>
              ))}
            </Alert>
          ) : null}
          <Button
            variant="contained"
            sx={{ mt: 2 }}
            disabled={files.length === 0 || start.isPending}
            onClick={handleStart}
          >
            Start import
          </Button>
        </Card>
        {job.data ? (
          <Card title={`Import of ${formatDisplayDate(job.data.created)}`}>
            <ImportProgress job={job.data} />
          </Card>
        ) : null}
        {recent.data && recent.data.length > 1 ? (
          <Card title="Earlier imports">
            <Stack spacing={1}>
              {recent.data.map((earlier) => (
                <Button
                  key={earlier.id}
                  variant={earlier.id === jobId ? 'contained' : 'text'}
                  onClick={() => setChosenJob(earlier.id)}
                  sx={{ justifyContent: 'flex-start' }}
                >
                  #{earlier.id} · {formatDisplayDate(earlier.created)} ·{' '}
                  {IMPORT_JOB_STATUS_LABELS[earlier.status]} · {earlier.rows_loaded} rows,{' '}
                  {earlier.files_rejected} rejected
                </Button>
              ))}
            </Stack>
          </Card>
        ) : null}
      </Stack>
    </Box>
  );
};
