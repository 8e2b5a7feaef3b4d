import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProfile, mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

const activeDot = () =>
  screen.getAllByTestId('tour-dot').findIndex((dot) => dot.getAttribute('data-active') === 'true');

describe('guided tour', () => {
  it('walks through with Next and Back, and Done completes it once', async () => {
    const server = mockServer({
      'POST /api/profiles/my/update-onboarding-status/': { body: { detail: 'Onboarding status updated.' } },
    });
    const { user } = renderApp('/', { token: 't' });
    const tour = await screen.findByRole('dialog', { name: 'Welcome to your Client Portal' });
    expect(
      within(tour).getByText('This short tour shows you around. You can exit it at any time.'),
    ).toBeVisible();
    expect(screen.getAllByTestId('tour-dot')).toHaveLength(5);
    expect(within(tour).getByRole('img', { name: 'Step 1 of 5' })).toBeInTheDocument();
    expect(within(tour).getByRole('button', { name: 'Back' })).toBeDisabled();
    await user.click(within(tour).getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Main menu' })).toBeVisible();
    expect(activeDot()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Welcome to your Client Portal' })).toBeVisible();
    for (let i = 0; i < 4; i += 1) await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Your dashboard' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('POST /api/profiles/my/update-onboarding-status/').map((c) => c.body)).toEqual([
      { key: 'dashboard_tour' },
    ]);
  });

  it('Exit skips it and records it as done', async () => {
    const server = mockServer({
      'POST /api/profiles/my/update-onboarding-status/': { body: { detail: 'Onboarding status updated.' } },
    });
    const { user } = renderApp('/', { token: 't' });
    await user.click(await screen.findByRole('button', { name: 'Exit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('POST /api/profiles/my/update-onboarding-status/')[0]?.body).toEqual({
      key: 'dashboard_tour',
    });
  });

  it('does not show once the profile says it is done, nor to staff', async () => {
    mockServer({ 'GET /api/profiles/my/': { body: makeProfile({ onboardings: { dashboard_tour: true } }) } });
    const first = renderApp('/', { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();
    mockServer({
      'GET /api/profiles/my/': { body: makeProfile({ is_staff: true }) },
      'GET /api/staff/clients/': { body: { count: 0, page: 1, page_size: 20, results: [] } },
    });
    // Staff land in the staff console.
    renderApp('/', { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Staff console' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
