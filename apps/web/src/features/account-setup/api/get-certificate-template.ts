import type { TCertificateTemplateResponse } from '@portal/contracts/api/entity-files';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountSetupKeys } from './account-setup-keys';

/** GET /api/certificate-template/ -> where the blank wholesale investor certificate is downloaded from. */
export const fetchCertificateTemplate = () =>
  http.get<TCertificateTemplateResponse>('/certificate-template/');

export const certificateTemplateQueryOptions = () =>
  queryOptions({
    queryKey: accountSetupKeys.certificateTemplate,
    queryFn: fetchCertificateTemplate,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCertificateTemplate = () => useQuery(certificateTemplateQueryOptions());
