import type {
  TChangeRequest,
  TChangeRequestActionResponse,
  TSignUrlResponse,
} from '@portal/contracts/api/change-requests';
import type { TSigningActionResponse, TSigningSession } from '@portal/contracts/api/esign';
import { http } from '@/shared/api/http-client';

// The signing pages show every refusal themselves (in the spec's words from the server).
const silent = { errors: { mode: 'silent' } } as const;

/** GET /api/change-requests/{id}/ */
export const fetchChangeRequest = (id: number) => http.get<TChangeRequest>(`/change-requests/${id}/`, silent);

/** GET /api/change-requests/?account= -> the account's change requests, newest first. */
export const fetchAccountChangeRequests = (account: number) =>
  http.get<TChangeRequest[]>('/change-requests/', { ...silent, query: { account } });

/** GET /api/change-requests/{id}/sign-url/ (polled): sign_url is null while the documents are prepared. */
export const fetchSignUrl = (id: number) =>
  http.get<TSignUrlResponse>(`/change-requests/${id}/sign-url/`, silent);

/** POST /api/change-requests/{id}/confirm/ | decline/ | mark-as-viewed/ */
export const sendChangeRequestAction = (id: number, action: 'confirm' | 'decline' | 'mark-as-viewed') =>
  http.post<TChangeRequestActionResponse>(`/change-requests/${id}/${action}/`, {}, silent);

/** The embedded signing session of a token: GET /api/esign/sessions/{token}/ */
export const fetchSigningSession = (token: string) =>
  http.get<TSigningSession>(`/esign/sessions/${encodeURIComponent(token)}/`, silent);

export const fetchSigningDocument = (token: string, position: number) =>
  http.get<Blob>(`/esign/sessions/${encodeURIComponent(token)}/documents/${position}/`, {
    ...silent,
    download: 'application/pdf',
  });

export type TSessionAction = 'sign' | 'decline' | 'finish-later' | 'timeout' | 'close';

/** POST /api/esign/sessions/{token}/{action}/ -> where the signer goes next. */
export const sendSessionAction = (token: string, action: TSessionAction, body: unknown = {}) =>
  http.post<TSigningActionResponse>(`/esign/sessions/${encodeURIComponent(token)}/${action}/`, body, silent);
