import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-error';
import { applyErrorCatalogue } from '@/shared/api/error-catalogue';
import { API_BASE, buildHeaders } from '@/shared/api/http-client';
import { type TInvestmentsParams, toInvestmentsQuery } from './get-investments';

const pad = (value: number) => String(value).padStart(2, '0');

/** 'Investments-{DDMMYYYY}.csv' with today's date. */
export const investmentsCsvFileName = (today: Date = new Date()) =>
  `Investments-${pad(today.getDate())}${pad(today.getMonth() + 1)}${today.getFullYear()}.csv`;

/**
 * GET /api/ipm/dashboard/investments/ with `Accept: text/csv` and page_size = the count the JSON fetch
 * gave; the same headers as the shared client (token, application, managed user), the CSV as a blob.
 */
export const fetchInvestmentsCsv = async (params: TInvestmentsParams, count: number): Promise<Blob> => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(toInvestmentsQuery(params, Math.max(count, 1))))
    if (value !== undefined) query.set(key, String(value));
  const headers = buildHeaders({});
  headers.set('Accept', 'text/csv');
  const response = await fetch(`${API_BASE}/ipm/dashboard/investments/?${query}`, {
    headers,
    credentials: 'include',
  });
  if (!response.ok) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    const error = new ApiError(response.status, body);
    applyErrorCatalogue(error);
    throw error;
  }
  return response.blob();
};

/** Saves a blob under a file name through a temporary <a download>. */
export const saveBlob = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

export const useDownloadInvestmentsCsv = () =>
  useMutation({
    mutationFn: async ({ params, count }: { params: TInvestmentsParams; count: number }) =>
      saveBlob(await fetchInvestmentsCsv(params, count), investmentsCsvFileName()),
  });
