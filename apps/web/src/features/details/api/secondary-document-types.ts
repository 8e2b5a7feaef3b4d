// GET /api/secondary-verification-document/available-types/ -> { available_types }.
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

export const useSecondaryDocumentTypes = () =>
  useQuery({
    queryKey: ['secondary-document-types'] as const,
    queryFn: () =>
      http.get<{ available_types: { key: string; title: string }[] }>(
        '/secondary-verification-document/available-types/',
      ),
  });
