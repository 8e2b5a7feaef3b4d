import type { TNoteType } from '@portal/contracts/api/loan-notes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { noteTypesKey } from './loan-notes-keys';

/** GET /api/loan-notes/types/?account= -> the note types the account may apply for. */
export const fetchNoteTypes = (account: number) =>
  http.get<TNoteType[]>('/loan-notes/types/', { query: { account } });

export const noteTypesQueryOptions = (account: number) =>
  queryOptions({ queryKey: noteTypesKey(account), queryFn: () => fetchNoteTypes(account) });

export const useNoteTypes = (account: number) => useQuery(noteTypesQueryOptions(account));
