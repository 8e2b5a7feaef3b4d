// GET /api/certificate-template/: where the blank wholesale investor certificate is downloaded from.
import type { TCertificateTemplateResponse } from '@portal/contracts/api/entity-files';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

export const useCertificateTemplate = () =>
  useQuery({
    queryKey: ['certificate-template'],
    queryFn: () => http.get<TCertificateTemplateResponse>('/certificate-template/'),
    staleTime: Number.POSITIVE_INFINITY,
  });
