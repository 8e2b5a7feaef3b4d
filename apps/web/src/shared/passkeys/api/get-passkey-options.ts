import type { TWebAuthnOptionsResponse } from '@portal/contracts/api/second-factors';
import { http } from '@/shared/api/http-client';

/**
 * POST <ceremony path>options/ -> the options of a passkey ceremony, with a fresh challenge. Every
 * ceremony's path has one (`/auth/passkey-login/options/`, `/profiles/my/second-factors/passkeys/options/`...).
 */
export const getPasskeyOptions = (ceremonyPath: string, body: unknown = {}) =>
  http.post<TWebAuthnOptionsResponse>(`${ceremonyPath}options/`, body, { errors: { mode: 'form' } });
