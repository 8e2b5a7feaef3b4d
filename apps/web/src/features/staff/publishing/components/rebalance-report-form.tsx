import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  REBALANCE_STATUS_LABELS,
  REBALANCE_STATUSES,
  REBALANCE_TYPE_NAMES,
  REBALANCE_TYPES,
  type TRebalanceReportCreate,
  type TRebalanceStatus,
  type TRebalanceType,
} from '@portal/contracts/api/rebalance';
import { STAFF_PUBLISHING_TEXTS, type TStaffAccountLookupItem } from '@portal/contracts/api/staff-operations';
import { todayIso } from '@portal/contracts/dates';
import { useState } from 'react';
import { DateInput } from '@/shared/forms/date-field';
import { toast } from '@/shared/toast/toast-store';
import { usePostRebalanceReport } from '../api/post-rebalance-report';
import { failureLines, PublishingForm } from './publishing-form';
import { dataTemplate } from './rebalance-report-template';

/** A chosen file's text (FileReader: read the same way in every browser). */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });

type TFields = {
  type: TRebalanceType;
  date: string;
  status: TRebalanceStatus;
  message: string;
  data: string;
};

/**
 * A rebalance report of either type for the chosen account, filled in here or loaded from a JSON file (a
 * whole report, or only its data). The server checks it against the type's shape; what is wrong is
 * listed by its path (data.records.0.saa: ...).
 */
export const RebalanceReportForm = ({ account }: { account: TStaffAccountLookupItem }) => {
  const post = usePostRebalanceReport();
  const [fields, setFields] = useState<TFields>({
    type: 'taa',
    date: todayIso(),
    status: 'in_progress',
    message: '',
    data: dataTemplate('taa'),
  });
  const [errors, setErrors] = useState<string[]>([]);
  const set = <K extends keyof TFields>(key: K, value: TFields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));

  const handleFile = async (file: File | undefined) => {
    if (!file) return;
    let json: unknown;
    try {
      json = JSON.parse(await readText(file));
    } catch {
      setErrors([STAFF_PUBLISHING_TEXTS.jsonUnreadable]);
      return;
    }
    setErrors([]);
    const report = json as Partial<Record<keyof TFields, unknown>>;
    // A whole report names its data; anything else is taken as the data alone.
    if (report && typeof report === 'object' && 'data' in report) {
      setFields((current) => ({
        type: (REBALANCE_TYPES as readonly unknown[]).includes(report.type)
          ? (report.type as TRebalanceType)
          : current.type,
        date: typeof report.date === 'string' ? report.date : current.date,
        status: (REBALANCE_STATUSES as readonly unknown[]).includes(report.status)
          ? (report.status as TRebalanceStatus)
          : current.status,
        message: typeof report.message === 'string' ? report.message : current.message,
        data: JSON.stringify(report.data, null, 2),
      }));
    } else set('data', JSON.stringify(json, null, 2));
  };

  const handleSubmit = () => {
    let data: unknown;
    try {
      data = JSON.parse(fields.data);
    } catch {
      setErrors([`data: ${STAFF_PUBLISHING_TEXTS.jsonUnreadable}`]);
      return;
    }
    const report = {
      account_id: account.id,
      date: fields.date,
      type: fields.type,
      status: fields.status,
      message: fields.message,
      data,
    };
    setErrors([]);
    // The data is the staff member's JSON as typed: the server checks it against the type's shape.
    post.mutate(report as TRebalanceReportCreate, {
      onSuccess: (answer) => toast.success(answer.detail),
      onError: (failure) =>
        setErrors(
          failureLines(failure, 'The report could not be posted.', {
            fieldNames: true,
            nonField: true,
            detail: true,
          }),
        ),
    });
  };

  return (
    <PublishingForm
      label="Post a rebalance report"
      submitLabel="Post report"
      busy={post.isPending}
      errors={errors}
      onSubmit={handleSubmit}
    >
      <Button variant="outlined" component="label" sx={{ alignSelf: 'flex-start' }}>
        Load from a JSON file
        <input
          hidden
          type="file"
          accept=".json,application/json"
          aria-label="Report JSON file"
          onChange={(event) => {
            void handleFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </Button>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="Type"
          value={fields.type}
          onChange={(event) => {
            const type = event.target.value as TRebalanceType;
            setFields((current) => ({ ...current, type, data: dataTemplate(type) }));
          }}
          fullWidth
        >
          {REBALANCE_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {REBALANCE_TYPE_NAMES[type]}
            </MenuItem>
          ))}
        </TextField>
        <DateInput
          id="rebalance-report-date"
          label="Date"
          margin="none"
          value={fields.date}
          onChange={(date) => set('date', date)}
        />
        <TextField
          select
          label="Status"
          value={fields.status}
          onChange={(event) => set('status', event.target.value as TRebalanceStatus)}
          fullWidth
        >
          {REBALANCE_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {REBALANCE_STATUS_LABELS[status]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <TextField
        label="Commentary"
        value={fields.message}
        onChange={(event) => set('message', event.target.value)}
        multiline
        minRows={2}
      />
      <TextField
        label="Data (JSON)"
        value={fields.data}
        onChange={(event) => set('data', event.target.value)}
        multiline
        minRows={8}
        maxRows={20}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
      />
    </PublishingForm>
  );
};
