// GET /api/corporate-tax-categories/: the categories with the descriptions their tooltips show.
import type { TCorporateTaxCategory } from '@portal/contracts/api/tax';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

export const useCorporateTaxCategories = () =>
  useQuery({
    queryKey: ['corporate-tax-categories'],
    queryFn: () => http.get<TCorporateTaxCategory[]>('/corporate-tax-categories/'),
    staleTime: Number.POSITIVE_INFINITY,
  });
