// Customisation (spec 001 sections 2 and 4): restrictions yes/no; if yes, the industry tree and the
// securities table (a new row: units 1, cost base 1, date tomorrow, do not sell). Once submitted with
// restrictions the step is read-only with Change; a second Next moves on.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ipsTexts,
  newSecurityRestriction,
  type TIndustryRestriction,
  type TSecurityRestriction,
  zSecurityRestrictionForm,
} from '@portal/contracts/api/ips';
import {
  nodeValue,
  RESTRICTION_TYPES,
  restrictionLabels,
  restrictionList,
  type TRestrictionType,
} from '@portal/contracts/api/ips-restriction-tree';
import { useId, useState } from 'react';
import * as z from 'zod/mini';
import { ApiError } from '@/shared/api/api-error';
import { DateInput } from '@/shared/forms/date-field';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { useIndustryRestrictions } from '../api/get-industry-restrictions';
import { useSecurityRestrictions } from '../api/get-security-restrictions';
import { useSaveIndustryRestrictions } from '../api/save-industry-restrictions';
import { useSaveSecurityRestrictions } from '../api/save-security-restrictions';
import { useUpdateIps } from '../api/update-ips';
import { IndustryTree } from './industry-tree';
import { IpsStepFrame } from './ips-step-frame';
import type { TIpsStepProps } from './ips-step-props';

type TSecurityRow = ReturnType<typeof newSecurityRestriction>;

export const CustomisationStep = (props: TIpsStepProps) => {
  const industries = useIndustryRestrictions(props.ips.id);
  const securities = useSecurityRestrictions(props.ips.id);
  if (!industries.data || !securities.data) return <PageSpinner />;
  return <CustomisationForm {...props} industries={industries.data} securities={securities.data} />;
};

/** The first message of each field of a security row, or nothing when the row is valid. */
const rowErrors = (row: TSecurityRow): Record<string, string> => {
  const result = z.safeParse(zSecurityRestrictionForm, row);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
};

const CustomisationForm = ({
  ips,
  submitLabel,
  onNext,
  industries,
  securities,
}: TIpsStepProps & { industries: TIndustryRestriction[]; securities: TSecurityRestriction[] }) => {
  const questionId = useId();
  const [hasRestrictions, setHasRestrictions] = useState<boolean | null>(ips.has_restrictions);
  const [readOnly, setReadOnly] = useState(ips.has_restrictions === true);
  const [values, setValues] = useState<Record<number, TRestrictionType | null>>(() =>
    Object.fromEntries(
      industries.filter((n) => n.is_leaf && n.restriction_type).map((n) => [n.id, n.restriction_type]),
    ),
  );
  const [rows, setRows] = useState<TSecurityRow[]>(() =>
    securities.map(({ id: _id, ...row }) => ({ ...row, cost_base: row.cost_base.replace(/\.00$/, '') })),
  );
  const [error, setError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const saveIndustries = useSaveIndustryRestrictions();
  const saveSecurities = useSaveSecurityRestrictions();
  const updateIps = useUpdateIps();
  const invalidRows = rows.some((row) => Object.keys(rowErrors(row)).length > 0);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (readOnly) {
      onNext();
      return;
    }
    setSubmitting(true);
    setError(undefined);
    try {
      if (hasRestrictions) {
        await saveIndustries.mutateAsync({ ipsId: ips.id, body: restrictionList(values) });
        await saveSecurities.mutateAsync({ ipsId: ips.id, body: rows });
        await updateIps.mutateAsync({ id: ips.id, body: { has_restrictions: true } });
        setReadOnly(true);
      } else {
        await updateIps.mutateAsync({ id: ips.id, body: { has_restrictions: false } });
        onNext();
      }
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? [failure.nonFieldErrors, ...Object.values(failure.fieldErrors)].filter(Boolean).join(', ')
          : 'Looks like something went wrong',
      );
    } finally {
      setSubmitting(false);
    }
  };

  const restricted = industries.filter((n) => {
    const value = nodeValue(industries, values, n.id);
    const parentValue = n.parent === null ? null : nodeValue(industries, values, n.parent);
    return value !== null && value !== 'mixed' && (parentValue === 'mixed' || parentValue === null);
  });

  return (
    <IpsStepFrame
      title={ipsTexts.customisationTitle}
      onSubmit={submit}
      error={error}
      submitLabel={readOnly ? submitLabel : 'Next'}
      disabled={hasRestrictions === null || submitting || (hasRestrictions && !readOnly && invalidRows)}
    >
      <FormLabel id={questionId}>{ipsTexts.restrictionsQuestion}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={questionId}
        value={hasRestrictions === null ? '' : hasRestrictions ? 'yes' : 'no'}
        onChange={(_, radio) => setHasRestrictions(radio === 'yes')}
      >
        <FormControlLabel value="yes" control={<Radio />} label="Yes" disabled={readOnly} />
        <FormControlLabel value="no" control={<Radio />} label="No" disabled={readOnly} />
      </RadioGroup>

      {hasRestrictions && readOnly ? (
        <Box sx={{ mt: 2 }}>
          <Typography variant="h3" sx={{ mb: 1 }}>
            {ipsTexts.industryRestrictions}
          </Typography>
          {restricted.length === 0 ? <Typography>—</Typography> : null}
          {restricted.map((n) => {
            const value = nodeValue(industries, values, n.id) as TRestrictionType;
            return <Typography key={n.id}>{`${n.name}: ${restrictionLabels[value]}`}</Typography>;
          })}
          <Typography variant="h3" sx={{ mt: 2, mb: 1 }}>
            {ipsTexts.securityRestrictions}
          </Typography>
          {rows.length === 0 ? <Typography>—</Typography> : null}
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in the order it was entered.
            <Typography key={index}>
              {`${row.name}: ${row.units} units, cost base $${row.cost_base}, ${row.date}, ${restrictionLabels[row.restriction_type]}`}
            </Typography>
          ))}
          <Button sx={{ mt: 2 }} variant="outlined" onClick={() => setReadOnly(false)}>
            {ipsTexts.change}
          </Button>
        </Box>
      ) : null}

      {hasRestrictions && !readOnly ? (
        <Box sx={{ mt: 2 }}>
          <Typography variant="h3" sx={{ mb: 1 }}>
            {ipsTexts.industryRestrictions}
          </Typography>
          <IndustryTree nodes={industries} values={values} onChange={setValues} />
          <Typography variant="h3" sx={{ mt: 3, mb: 1 }}>
            {ipsTexts.securityRestrictions}
          </Typography>
          {rows.map((row, index) => {
            const errors = rowErrors(row);
            const set = (patch: Partial<TSecurityRow>) =>
              setRows((current) => current.map((r, i) => (i === index ? { ...r, ...patch } : r)));
            const n = index + 1;
            return (
              <Stack
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; order is the identity.
                key={index}
                direction={{ xs: 'column', md: 'row' }}
                spacing={1}
                sx={{ mb: 1, alignItems: { md: 'flex-start' } }}
              >
                <TextField
                  label={`${ipsTexts.securityName} ${n}`}
                  value={row.name}
                  onChange={(e) => set({ name: e.target.value })}
                  error={!!errors.name}
                  helperText={errors.name}
                />
                <TextField
                  label={`${ipsTexts.units} ${n}`}
                  value={row.units}
                  onChange={(e) => set({ units: e.target.value })}
                  error={!!errors.units}
                  helperText={errors.units}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
                <TextField
                  label={`${ipsTexts.costBase} ${n} ($)`}
                  value={row.cost_base}
                  onChange={(e) => set({ cost_base: e.target.value })}
                  error={!!errors.cost_base}
                  helperText={errors.cost_base}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                />
                <DateInput
                  id={`security-restriction-date-${n}`}
                  label={`${ipsTexts.date} ${n}`}
                  margin="none"
                  value={row.date}
                  onChange={(date) => set({ date })}
                  error={!!errors.date}
                  helperText={errors.date}
                />
                <TextField
                  select
                  label={`${ipsTexts.restrictionType} ${n}`}
                  value={row.restriction_type}
                  onChange={(e) => set({ restriction_type: e.target.value as TRestrictionType })}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  {RESTRICTION_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {restrictionLabels[type]}
                    </option>
                  ))}
                </TextField>
                <IconButton
                  aria-label={`Remove security ${n}`}
                  onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
                >
                  ×
                </IconButton>
              </Stack>
            );
          })}
          <Button onClick={() => setRows((current) => [...current, newSecurityRestriction()])}>
            {ipsTexts.addSecurity}
          </Button>
        </Box>
      ) : null}
    </IpsStepFrame>
  );
};
