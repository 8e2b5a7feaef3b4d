import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useProfile } from '@/shared/session/profile';
import { useSession } from '@/shared/session/session-store';

/**
 * The home page for staff is the console: a staff member who signs in lands there. Acting as a client,
 * they see the client's home page like the client does.
 */
export const StaffLandsInConsole = ({ children }: { children: ReactNode }) => {
  const { data: profile } = useProfile();
  const managed = useSession((session) => session.managedUserId) !== null;
  if (profile?.is_staff && !managed) return <Navigate to="/staff/" replace />;
  return children;
};
