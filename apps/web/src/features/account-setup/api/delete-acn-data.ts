import { http } from '@/shared/api/http-client';

/** DELETE /api/utils/acn-data/{uuid}/?acn= -> removes one director of the register's answer for the account. */
export const deleteAcnData = (uuid: string, acn: string) =>
  http.delete<void>(`/utils/acn-data/${uuid}/`, { query: { acn } });
