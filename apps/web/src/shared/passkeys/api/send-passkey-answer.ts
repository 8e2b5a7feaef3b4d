import { http } from '@/shared/api/http-client';

/** POST <ceremony path> { credential, ... } -> the server's answer to the authenticator's reply. */
export const sendPasskeyAnswer = <T>(
  ceremonyPath: string,
  body: { credential: unknown } & Record<string, unknown>,
) => http.post<T>(ceremonyPath, body, { errors: { mode: 'form' } });
