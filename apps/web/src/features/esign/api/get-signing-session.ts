import type { TSigningSession } from '@portal/contracts/api/esign';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { esignKeys, SILENT } from './esign-keys';

/** GET /api/esign/sessions/{token}/ -> the signing session: what is signed, by whom, until when. */
export const fetchSigningSession = (token: string) =>
  http.get<TSigningSession>(`/esign/sessions/${encodeURIComponent(token)}/`, SILENT);

export const signingSessionQueryOptions = (token: string) =>
  queryOptions({ queryKey: esignKeys.signingSession(token), queryFn: () => fetchSigningSession(token) });

export const useSigningSession = (token: string) => useQuery(signingSessionQueryOptions(token));
