import { useSession } from '@/shared/session/session-store';

/** True outside managed-user mode, where the console's calls are refused. */
export const useConsoleEnabled = () => useSession((session) => session.managedUserId) === null;
