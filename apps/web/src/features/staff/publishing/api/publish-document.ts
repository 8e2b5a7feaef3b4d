import type { TPublishResponse } from '@portal/contracts/api/staff-operations';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

export type TDocumentUpload = {
  accountId: number;
  file: File;
  category: string;
  description: string;
  dateOf: string;
  isAnnualSummaryTaxPack: boolean;
};

/** POST /api/staff/publishing/accounts/{id}/documents/ (multipart: the file and its fields) -> 201 { id, detail }. */
export const publishDocument = (input: TDocumentUpload) => {
  const form = new FormData();
  form.set('category', input.category);
  form.set('description', input.description);
  form.set('date_of', input.dateOf);
  form.set('is_annual_summary_tax_pack', String(input.isAnnualSummaryTaxPack));
  form.set('file', input.file, input.file.name);
  return http.post<TPublishResponse>(`/staff/publishing/accounts/${input.accountId}/documents/`, form, {
    errors: { mode: 'form' },
  });
};

export const usePublishDocument = () => useMutation({ mutationFn: publishDocument });
