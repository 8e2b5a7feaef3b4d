import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { securitySchemaQueryOptions, type TSecurityResource } from '@/features/auth/api/security-schema';
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
  const { data, isPending, isError } = useQuery(securitySchemaQueryOptions(resource));
  if (isPending) return <PageSpinner />;
  if (isError) return null;
  if (data.two_factor_required_for_write && !data.confirmed) {
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate replace to={`${PATHS.checkRequiredConfirmation}?resource=${resource}&next=${next}`} />;
  }
  return children;
};
