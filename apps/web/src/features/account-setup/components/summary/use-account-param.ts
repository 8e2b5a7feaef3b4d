import { useSearchParams } from 'react-router';
import { useProfile } from '@/shared/session/profile';

/**
 * The account of a setup page: `?account=`, else the user's selected account; null when neither,
 * undefined while the profile is still loading.
 */
export const useAccountParam = (): number | null | undefined => {
  const [params] = useSearchParams();
  const profile = useProfile();
  const fromQuery = Number(params.get('account'));
  if (Number.isInteger(fromQuery) && fromQuery > 0) return fromQuery;
  if (!profile.data) return undefined;
  return profile.data.selected_account_id ?? null;
};
