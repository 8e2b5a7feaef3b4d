import { useSearchParams } from 'react-router';
import { useProfile } from '@/shared/session/profile';
import { useLoanNoteAccounts } from '../api/get-loan-note-accounts';

/**
 * The loan-note account a holdings page shows: `?account=`, else the selected account when it is a
 * loan-note account, else the user's first (active first). Null when the user holds none; undefined
 * while loading.
 */
export const useProductAccount = () => {
  const [params, setParams] = useSearchParams();
  const accounts = useLoanNoteAccounts();
  const profile = useProfile();
  const list = accounts.data;
  const choose = (id: number) => setParams({ account: String(id) }, { replace: true });
  if (!list || profile.isPending) return { accountId: undefined, accounts: [], choose };
  const fromQuery = Number(params.get('account'));
  const selected = profile.data?.selected_account_id;
  const accountId =
    list.find((a) => a.id === fromQuery)?.id ??
    list.find((a) => a.id === selected)?.id ??
    list[0]?.id ??
    null;
  return { accountId, accounts: list, choose };
};
