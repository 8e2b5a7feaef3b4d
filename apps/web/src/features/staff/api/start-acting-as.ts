import type { TStaffActAs } from '@portal/contracts/api/staff';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { enterManagedMode } from './managed-mode';

/** POST /api/staff/clients/{id}/act-as/ -> who the staff member now acts for (logged). */
export const startActingAs = (id: number) => http.post<TStaffActAs>(`/staff/clients/${id}/act-as/`);

/** Once the server has logged it, the console switches to the client and opens their home page. */
export const useStartActingAs = () =>
  useMutation({ mutationFn: startActingAs, onSuccess: (_answer, id) => enterManagedMode(id) });
