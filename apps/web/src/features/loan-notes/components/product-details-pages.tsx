// /account-setup/apply-now/create-product-details/{id}/ and .../edit-product-details/{id}/ (spec
// section 2; id is the account). Creating goes on with the application's next step; editing goes back
// to the redirect_url query (a path of this site only), else to the previous page.
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { toSafeInternalPath } from '@/shared/lib/safe-path';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { useApplicationBundleId } from '../api/get-application-bundle-id';
import { ProductDetailsStep } from './product-details-step';

const useAccountId = () => {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : null;
};

const Frame = ({ children }: { children: ReactNode }) => (
  <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 860, mx: 'auto' }}>
    <Typography variant="h1" sx={{ mb: 2 }}>
      Application details
    </Typography>
    {children}
  </Paper>
);

export const CreateProductDetailsPage = () => {
  const accountId = useAccountId();
  const navigate = useNavigate();
  const bundleId = useApplicationBundleId(accountId ?? 0);
  if (accountId === null) return <Alert severity="error">Not found.</Alert>;
  if (bundleId.isPending) return <PageSpinner />;
  // Products already chosen are changed, not applied for twice.
  return (
    <Frame>
      <ProductDetailsStep
        accountId={accountId}
        productId={bundleId.data ?? null}
        submitLabel="Next"
        onDone={() => navigate(`/account-setup/apply-now/?account=${accountId}`, { replace: true })}
      />
    </Frame>
  );
};

export const EditProductDetailsPage = () => {
  const accountId = useAccountId();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const bundleId = useApplicationBundleId(accountId ?? 0);
  if (accountId === null) return <Alert severity="error">Not found.</Alert>;
  if (bundleId.isPending) return <PageSpinner />;
  const redirectUrl = toSafeInternalPath(search.get('redirect_url'));
  return (
    <Frame>
      <ProductDetailsStep
        accountId={accountId}
        productId={bundleId.data ?? null}
        submitLabel="Save"
        onDone={() => (redirectUrl ? navigate(redirectUrl) : navigate(-1))}
      />
    </Frame>
  );
};
