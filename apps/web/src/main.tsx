import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders, AppShell } from '@/app/app';
import { isSupportedBrowser } from '@/app/browser-support';
import { UnsupportedBrowserPage } from '@/app/unsupported-browser-page';
import { createQueryClient } from '@/shared/lib/app-environment';

const root = createRoot(document.getElementById('root')!);

if (isSupportedBrowser(navigator.userAgent)) {
  const queryClient = createQueryClient();
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        {/* Without transitions a page that is still loading shows its spinner at once, instead of
            leaving the previous page on screen (where a quick user could still type). */}
        <BrowserRouter useTransitions={false}>
          <AppShell queryClient={queryClient} />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
} else {
  root.render(<UnsupportedBrowserPage />);
}
