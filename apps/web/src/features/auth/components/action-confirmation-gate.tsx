import type { TSecurityResource } from '@portal/contracts/api/auth';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSecuritySchema } from '@/features/auth/api/get-security-schema';
import { PATHS } from '@/shared/lib/paths';
import { PageSpinner } from '@/shared/ui/page-spinner';

/**
 * Spec section 4, protected pages: on entering, the security schema of the resource is read; when
 * two-factor is required for writing and not yet confirmed, the user confirms a code first.
 */
export const ActionConfirmationGate = ({
  resource,
  children,
}: {
  resource: TSecurityResource;
  children: ReactNode;
}) => {
  const location = useLocation();
  const { data, isPending, isError } = useSecuritySchema(resource);
  if (isPending) return <PageSpinner />;
  if (isError) return null;
  if (data.two_factor_required_for_write && !data.confirmed) {
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate replace to={`${PATHS.checkRequiredConfirmation}?resource=${resource}&next=${next}`} />;
  }
  return children;
};
