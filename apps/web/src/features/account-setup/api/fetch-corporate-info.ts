import type { TCorporateInfo, TFetchCorporateInfoRequest } from '@portal/contracts/api/account-setup';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/**
 * POST /api/utils/fetch-corporate-info/ -> what the company register holds for an ACN. A number it does
 * not know answers errors.error_1.message, which the form shows on the acn field.
 */
export const fetchCorporateInfo = (body: TFetchCorporateInfoRequest) =>
  http.post<TCorporateInfo>('/utils/fetch-corporate-info/', body, { errors: { mode: 'form' } });

/** A look-up in the company register: nothing cached changes. */
export const useFetchCorporateInfo = () => useMutation({ mutationFn: fetchCorporateInfo });
