import type { TRebalanceReportCreate } from '@portal/contracts/api/rebalance';
import type { TPublishResponse, TStaffAccountLookupItem } from '@portal/contracts/api/staff-operations';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** GET /api/staff/publishing/accounts/?search= -> accounts with the users who hold a login to them. */
export const publishingAccountsOptions = (search: string) =>
  queryOptions({
    queryKey: ['staff', 'publishing', 'accounts', search],
    queryFn: ({ signal }) =>
      http.get<TStaffAccountLookupItem[]>('/staff/publishing/accounts/', {
        query: { search: search || undefined },
        signal,
      }),
  });

export const usePublishingAccounts = (search: string) =>
  useQuery({ ...publishingAccountsOptions(search), placeholderData: keepPreviousData });

export type TDocumentUpload = {
  accountId: number;
  file: File;
  category: string;
  description: string;
  dateOf: string;
  isAnnualSummaryTaxPack: boolean;
};

/** POST /api/staff/publishing/accounts/{id}/documents/ (multipart): the file and its fields. */
export const usePublishDocument = () =>
  useMutation({
    mutationFn: (input: TDocumentUpload) => {
      const form = new FormData();
      form.set('category', input.category);
      form.set('description', input.description);
      form.set('date_of', input.dateOf);
      form.set('is_annual_summary_tax_pack', String(input.isAnnualSummaryTaxPack));
      form.set('file', input.file, input.file.name);
      return http.post<TPublishResponse>(`/staff/publishing/accounts/${input.accountId}/documents/`, form, {
        errors: { mode: 'form' },
      });
    },
  });

export const usePostRebalanceReport = () =>
  useMutation({
    mutationFn: (report: TRebalanceReportCreate) =>
      http.post<TPublishResponse>('/staff/publishing/rebalance-reports/', report, {
        errors: { mode: 'form' },
      }),
  });

export type TStaffNotification = {
  user_id?: number;
  application?: 'ipm' | 'icf' | 'viv';
  title: string;
  description: string;
  redirect_url?: string;
};

/** POST /api/staff/notifications/: to one user or every client of an application. */
export const useSendNotification = () =>
  useMutation({
    mutationFn: (body: TStaffNotification) =>
      http.post<{ created: number }>('/staff/notifications/', body, { errors: { mode: 'form' } }),
  });
