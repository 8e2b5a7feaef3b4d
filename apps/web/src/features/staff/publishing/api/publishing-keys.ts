import { staffKey } from '../../api/staff-keys';

export const publishingAccountsKey = (search: string) =>
  [...staffKey, 'publishing', 'accounts', search] as const;
