import type { TCorporateTaxCategory } from '@portal/contracts/api/tax';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountSetupKeys } from './account-setup-keys';

/** GET /api/corporate-tax-categories/ -> the categories with the descriptions their tooltips show. */
export const fetchCorporateTaxCategories = () =>
  http.get<TCorporateTaxCategory[]>('/corporate-tax-categories/');

export const corporateTaxCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: accountSetupKeys.corporateTaxCategories,
    queryFn: fetchCorporateTaxCategories,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCorporateTaxCategories = () => useQuery(corporateTaxCategoriesQueryOptions());
