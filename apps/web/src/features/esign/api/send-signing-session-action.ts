import type { TSigningActionResponse, TSignRequest } from '@portal/contracts/api/esign';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { SILENT } from './esign-keys';

export type TSessionAction = 'sign' | 'decline' | 'finish-later' | 'timeout' | 'close';

type TSessionActionArgs = {
  token: string;
  action: TSessionAction /** Only signing sends a body: the typed full name. */;
  body?: TSignRequest | Record<string, never>;
};

/** POST /api/esign/sessions/{token}/{action}/ -> { redirect_url }: where the signer goes next. */
export const sendSigningSessionAction = ({ token, action, body = {} }: TSessionActionArgs) =>
  http.post<TSigningActionResponse>(`/esign/sessions/${encodeURIComponent(token)}/${action}/`, body, SILENT);

/** The session ends with the action, so nothing cached changes: the signer is sent on. */
export const useSendSigningSessionAction = () => useMutation({ mutationFn: sendSigningSessionAction });
