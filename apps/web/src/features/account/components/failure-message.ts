import { accountMessages } from '@portal/contracts/messages';
import { ApiError } from '@/shared/api/api-error';

/** What a failed account call shows: the server's detail, else the settings pages' generic failure. */
export const failureMessageOf = (error: unknown): string =>
  error instanceof ApiError && error.detail ? error.detail : accountMessages.settingsFailed;
