// GET /api/utils/states-document-info/: which states' driver licences carry a card number.
import type { TStateDocumentInfo } from '@portal/contracts/api/lookups';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

export const useStatesDocumentInfo = () =>
  useQuery({
    queryKey: ['lookups', 'states-document-info'] as const,
    queryFn: () => http.get<TStateDocumentInfo[]>('/utils/states-document-info/'),
    staleTime: Number.POSITIVE_INFINITY,
  });
