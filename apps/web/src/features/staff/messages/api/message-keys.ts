import { staffKey } from '../../api/staff-keys';

export const undeliveredMessagesKey = [...staffKey, 'messages'] as const;
