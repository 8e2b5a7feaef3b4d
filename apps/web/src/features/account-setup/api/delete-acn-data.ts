import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** DELETE /api/utils/acn-data/{uuid}/?acn= -> 204: removes one director of the register's answer for the account. */
export const deleteAcnData = ({ uuid, acn }: { uuid: string; acn: string }) =>
  http.delete<void>(`/utils/acn-data/${uuid}/`, { query: { acn } });

/** The directors form's save step reads the account's people and the account again. */
export const useDeleteAcnData = () => useMutation({ mutationFn: deleteAcnData });
