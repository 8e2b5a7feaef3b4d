import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProfile, mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

const item = (id: number, status: 'new' | 'read' = 'new') => ({
  id,
  status,
  created: '2026-03-05T01:00:00Z',
  application: null,
  title: `Statement ${id} is ready`,
  description: `Details of statement ${id}`,
  labels: [],
  redirect_url: null,
  viewed: false,
});

const TOURED = makeProfile({ onboardings: { dashboard_tour: true } });

describe('notification bell', () => {
  it.each([
    [1, '1'],
    [3, '3'],
    [4, '3+'],
    [27, '3+'],
  ])('shows %i unseen as %s', async (unseen, shown) => {
    mockServer({
      'GET /api/profiles/my/': { body: TOURED },
      'GET /api/notifications/stats/': { body: { unseen_count: unseen, recent_notifications: [item(1)] } },
    });
    renderApp('/', { token: 't' });
    const bell = await screen.findByRole('button', { name: `Notifications, ${shown} new` });
    await waitFor(() => expect(within(bell).getByText(shown)).toBeVisible());
  });

  it('shows no count when nothing is unseen', async () => {
    mockServer({ 'GET /api/profiles/my/': { body: TOURED } });
    renderApp('/', { token: 't' });
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(screen.getByTestId('notification-badge')).toBeInTheDocument());
    expect(within(bell).queryByText(/\d/)).toBeNull();
  });

  it('opening it lists recent items, marks the shown new ones read and the rest seen', async () => {
    let stats = { unseen_count: 5, recent_notifications: [item(3), item(2, 'read'), item(1)] };
    const server = mockServer({
      'GET /api/profiles/my/': { body: TOURED },
      'GET /api/notifications/stats/': () => ({ body: stats }),
      'POST /api/notifications/mark-read/': () => {
        stats = {
          unseen_count: 2,
          recent_notifications: [item(3, 'read'), item(2, 'read'), item(1, 'read')],
        };
        return { body: { updated: 2 } };
      },
      'POST /api/notifications/mark-viewed/': () => {
        stats = { ...stats, unseen_count: 0 };
        return { body: { updated: 2 } };
      },
    });
    const { user, location } = renderApp('/', { token: 't' });
    const bell = await screen.findByRole('button', { name: 'Notifications, 3+ new' });
    await waitFor(() => expect(within(bell).getByText('3+')).toBeVisible());
    await user.click(bell);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Statement 3 is ready')).toBeVisible();
    expect(within(menu).getByText('Details of statement 1')).toBeVisible();
    expect(within(menu).getAllByText('05-Mar-2026').length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(server.callsTo('POST /api/notifications/mark-read/')[0]?.body).toEqual({
        notifications: [3, 1],
      }),
    );
    expect(server.callsTo('POST /api/notifications/mark-viewed/')).toHaveLength(1);
    await waitFor(() => expect(within(bell).queryByText('3+')).toBeNull());
    await user.click(within(menu).getByRole('menuitem', { name: 'View all notifications' }));
    expect(location.current.pathname).toBe('/notifications/');
  });

  it('staff do not see the bell', async () => {
    const server = mockServer({
      'GET /api/profiles/my/': {
        body: makeProfile({ is_staff: true, onboardings: { dashboard_tour: true } }),
      },
      'GET /api/staff/clients/': { body: { count: 0, page: 1, page_size: 20, results: [] } },
    });
    // Staff land in the staff console.
    renderApp('/', { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Staff console' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Notifications' })).toBeNull();
    expect(server.callsTo('GET /api/notifications/stats/')).toHaveLength(0);
  });
});
