import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

describe('pages for everyone, opened signed in', () => {
  it('Contact support keeps the signed-in header', async () => {
    mockServer();
    renderApp('/account/contact-support/', { token: 't' });
    // The menu fills in once the application and profile have answered.
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Dashboard' }),
      ).toBeVisible(),
    );
  });

  it('an unknown page says so under the signed-in header', async () => {
    mockServer();
    renderApp('/no-such-page/', { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  it('signed out, the same pages show the brand only', async () => {
    mockServer();
    renderApp('/no-such-page/');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('/dashboard and /dashboard/, as the spec names them, open the dashboard', async () => {
    mockServer();
    for (const path of ['/dashboard', '/dashboard/']) {
      const { location, unmount } = renderApp(path, { token: 't' });
      expect(await screen.findByRole('heading', { name: 'Total asset value' })).toBeVisible();
      expect(location.current.pathname).toBe('/');
      unmount();
    }
  });
});

describe('the skip link', () => {
  it('is the first Tab stop and moves focus to the page', async () => {
    mockServer();
    const { user } = renderApp('/account/help/', { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Help' })).toBeVisible();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.click(skip);
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(document.getElementById('main-content')).toContainElement(
      screen.getByRole('heading', { name: 'Help' }),
    );
  });
});
