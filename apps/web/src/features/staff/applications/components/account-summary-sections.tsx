import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TAccount } from '@portal/contracts/api/account-setup';
import { UNFILLED_FIELD_LABELS } from '@portal/contracts/api/account-setup';
import { AppliedForRows } from '@/shared/application-sections/applied-for-rows';

// The summary's sections as staff read them: every answer the applicant gave, section by section. The
// client's summary page lays each section out for editing; here one plain layout serves them all, so a
// section added to the account entity shows without a change here.

/** Keys that carry no answer for a reader (ids, links, internal flags). */
const HIDDEN_KEYS = new Set(['id', 'uuid', 'download_url', 'is_up_to_date', 'person_id', 'user_id', 'file']);

const SECTIONS: Array<{ key: keyof TAccount; title: string }> = [
  { key: 'individual_tax', title: 'Individual tax' },
  { key: 'secondary_users', title: 'Account members' },
  { key: 'corporate_account_details', title: 'Company details' },
  { key: 'trust', title: 'Trust details' },
  { key: 'beneficial_owners', title: 'Beneficial owners' },
  { key: 'corporate_tax', title: 'Company tax' },
  { key: 'signing_authority', title: 'Signing authority' },
];

const label = (key: string) => {
  const words = key.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const text = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return null;
};

const Answers = ({ value, depth = 0 }: { value: unknown; depth?: number }) => {
  if (Array.isArray(value)) {
    if (value.length === 0) return <Typography color="text.secondary">None</Typography>;
    if (value.every((item) => text(item) !== null))
      return <Typography>{value.map(text).join(', ')}</Typography>;
    return (
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {value.map((item) => (
          <Box key={JSON.stringify(item)} sx={{ pl: 1.5, borderLeft: 2, borderColor: 'divider' }}>
            <Answers value={item} depth={depth + 1} />
          </Box>
        ))}
      </Box>
    );
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(
      ([key, item]) => !HIDDEN_KEYS.has(key) && item !== null && item !== undefined && item !== '',
    );
    return (
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, 240px) 1fr' },
          columnGap: 2,
        }}
      >
        {entries.map(([key, item]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ pt: 0.5 }}>
              {label(key)}
            </Typography>
            <Box component="dd" sx={{ m: 0, pt: 0.5, overflowWrap: 'anywhere' }}>
              {text(item) !== null ? (
                <Typography variant="body2">{text(item)}</Typography>
              ) : (
                <Answers value={item} depth={depth + 1} />
              )}
            </Box>
          </Box>
        ))}
      </Box>
    );
  }
  return <Typography variant="body2">{text(value) ?? '-'}</Typography>;
};

export const AccountSummarySections = ({ account }: { account: TAccount }) => {
  const missing = account.extra_application_info?.data?.unfilled_fields ?? [];
  return (
    <>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h3" gutterBottom>
          Account
        </Typography>
        <Answers
          value={{
            name: account.name,
            type: account.type_display,
            trustee: account.trustee_display,
            trustee_name: account.trustee_name,
            ABN: account.abn,
            ACN: account.acn,
            members_status: account.account_members_status_display?.display_name,
            missing_details: [
              ...missing.map((field) => UNFILLED_FIELD_LABELS[field]),
              ...(account.trust_deed_missing && !missing.includes('deed_attachments')
                ? [UNFILLED_FIELD_LABELS.deed_attachments]
                : []),
            ].join(', '),
          }}
        />
      </Paper>
      {account.applied_for.map((section) => (
        <Paper key={section.key} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h3" gutterBottom>
            {section.title}
          </Typography>
          <AppliedForRows section={section} />
        </Paper>
      ))}
      {SECTIONS.filter(({ key }) => {
        const value = account[key];
        return value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0);
      }).map(({ key, title }) => (
        <Paper key={key} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h3" gutterBottom>
            {title}
          </Typography>
          <Answers value={account[key]} />
        </Paper>
      ))}
    </>
  );
};
