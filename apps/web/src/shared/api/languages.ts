// GET /api/utils/languages/: preferred-language choices (English first).
import type { TLanguage } from '@portal/contracts/api/lookups';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

export const useLanguages = () =>
  useQuery({
    queryKey: ['lookups', 'languages'] as const,
    queryFn: () => http.get<TLanguage[]>('/utils/languages/'),
    staleTime: Number.POSITIVE_INFINITY,
  });
