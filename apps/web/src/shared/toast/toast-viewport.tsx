import { lazy, Suspense } from 'react';
import { useToasts } from '@/shared/toast/toast-store';

// The toast list (and MUI's Alert) loads with the first toast, not with every page.
const ToastList = lazy(() =>
  import('@/shared/toast/toast-list').then((module) => ({ default: module.ToastList })),
);

/** Where toasts appear; renders nothing until there is one. */
export const ToastViewport = () => {
  const hasToasts = useToasts().length > 0;
  return hasToasts ? (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  ) : null;
};
