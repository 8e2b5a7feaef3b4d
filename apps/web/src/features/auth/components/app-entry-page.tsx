import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { applicationsQueryOptions } from '@/shared/application/applications';
import { PATHS } from '@/shared/lib/paths';
import { clearLocalSession } from '@/shared/session/local-logout';
import { sessionStore } from '@/shared/session/session-store';
import { deviceStorage } from '@/shared/storage/device-storage';
import { PageSpinner } from '@/shared/ui/page-spinner';

/**
 * /app-entry?app_id=...&token=...: stores the application and the token and goes to the index; with
 * either missing (or an application the server does not know) it goes to login, keeping a known
 * application for that sign-in.
 */
export const AppEntryPage = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const applicationId = params.get('app_id');
    const token = params.get('token');
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!applicationId || !token) {
      // An application named without a token is where the sign-in that follows happens (a product line's
      // own link to the portal), once the server confirms it knows it.
      if (applicationId) {
        queryClient.fetchQuery(applicationsQueryOptions()).then(
          (applications) => {
            if (applications.some((application) => application.id === applicationId)) {
              deviceStorage.setApplicationId(applicationId);
              void queryClient.invalidateQueries({ queryKey: ['applications'] });
            }
            navigate(PATHS.login, { replace: true });
          },
          () => navigate(PATHS.login, { replace: true }),
        );
        return;
      }
      navigate(PATHS.login, { replace: true });
      return;
    }
    const enter = () => {
      deviceStorage.setApplicationId(applicationId);
      clearLocalSession();
      sessionStore.setToken(token);
      void queryClient.invalidateQueries({ queryKey: ['applications'] });
      navigate('/', { replace: true });
    };
    queryClient.fetchQuery(applicationsQueryOptions()).then(
      (applications) =>
        applications.some((application) => application.id === applicationId)
          ? enter()
          : navigate(PATHS.login, { replace: true }),
      // Without the list we cannot check the id; the server refuses an unknown one anyway.
      enter,
    );
  }, [navigate, params, queryClient]);

  return <PageSpinner label="Signing in" />;
};
