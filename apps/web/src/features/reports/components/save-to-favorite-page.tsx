// Save a generated report's settings as a favourite (spec 002 section 2 'Save to favourites'): a required
// Name, a read-only summary of its accounts, options and reports, Continue and Cancel.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  ALL_REPORTS_COUNT,
  combinedInOneReport,
  FAVOURITE_NAME_MAX,
  FAVOURITE_PREFILL_NOTE,
  SAVE_TO_FAVOURITES_TEXT,
  type TFavoriteConfig,
  ZSaveToFavoriteRequestSchema,
} from '@portal/contracts/api/reports';
import { useNavigate, useParams } from 'react-router';
import { useFavoriteConfig } from '@/features/reports/api/get-favorite-config';
import { useSaveToFavorite } from '@/features/reports/api/save-to-favorite';
import { optionWithAccount } from '@/features/reports/components/report-format';
import {
  ACCOUNTS_LABEL,
  ALL_REPORTS_TEXT,
  OPTIONS_LABEL,
  REPORT_TYPES_LABEL,
} from '@/features/reports/components/report-texts';
import { applyServerErrors } from '@/shared/forms/apply-server-errors';
import { FormActions } from '@/shared/forms/form-actions';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';
import { FormTextField } from '@/shared/forms/form-text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { PageSpinner } from '@/shared/ui/page-spinner';

const REPORTS_PATH = '/reports/';

const SummaryBlock = ({ title, lines }: { title: string; lines: string[] }) => (
  <Box sx={{ mb: 2 }}>
    <Typography variant="subtitle2" component="h2">
      {title}
    </Typography>
    <Box component="ul" aria-label={title} sx={{ m: 0, pl: 2.5 }}>
      {lines.map((line) => (
        <li key={line}>
          <Typography variant="body2">{line}</Typography>
        </li>
      ))}
    </Box>
  </Box>
);

const summary = (config: TFavoriteConfig) => ({
  accounts: [
    ...(config.combine_accounts ? [combinedInOneReport('accounts')] : []),
    ...config.accounts.map((account) => account.name),
  ],
  options: [
    ...(config.combine_investment_options ? [combinedInOneReport('investment options')] : []),
    ...config.investment_options.map(optionWithAccount),
  ],
  reports:
    config.report_types.length === ALL_REPORTS_COUNT
      ? [ALL_REPORTS_TEXT]
      : config.report_types.map((type) => type.name),
});

const SaveToFavoriteForm = ({ uuid, config }: { uuid: string; config: TFavoriteConfig }) => {
  const navigate = useNavigate();
  const save = useSaveToFavorite(uuid);
  const form = useZodForm(ZSaveToFavoriteRequestSchema, { name: '' });
  const lines = summary(config);
  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      navigate(REPORTS_PATH);
    } catch (error) {
      applyServerErrors(error, form.setError, ['name']);
    }
  });
  return (
    <Box component="form" noValidate onSubmit={handleSubmit} sx={{ maxWidth: 560 }}>
      <FormErrorAlert message={form.formState.errors.root?.server?.message} />
      <FormTextField
        control={form.control}
        name="name"
        label="Name"
        maxLength={FAVOURITE_NAME_MAX}
        autoFocus
      />
      <SummaryBlock title={ACCOUNTS_LABEL} lines={lines.accounts} />
      <SummaryBlock title={OPTIONS_LABEL} lines={lines.options} />
      <SummaryBlock title={REPORT_TYPES_LABEL} lines={lines.reports} />
      <Typography variant="body2" color="text.secondary">
        {FAVOURITE_PREFILL_NOTE}
      </Typography>
      <FormActions
        submitLabel="Continue"
        disabled={!form.formState.isValid || form.formState.isSubmitting}
        onCancel={() => navigate(REPORTS_PATH)}
      />
    </Box>
  );
};

export const SaveToFavoritePage = () => {
  const { uuid = '' } = useParams();
  const config = useFavoriteConfig(uuid);
  return (
    <section>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {SAVE_TO_FAVOURITES_TEXT}
      </Typography>
      {config.data ? <SaveToFavoriteForm uuid={uuid} config={config.data} /> : <PageSpinner />}
    </section>
  );
};
