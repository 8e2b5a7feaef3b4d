import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProfile, mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

const item = (id: number, status: 'new' | 'read' = 'read') => ({
  id,
  status,
  created: '2026-01-20T03:00:00Z',
  application: 'ipm',
  title: `Notice ${id}`,
  description: `Text of notice ${id}`,
  labels: [],
  redirect_url: null,
  viewed: true,
});

/** 23 notifications, newest (23) first, answered 10 a page. */
const ALL = Array.from({ length: 23 }, (_, i) => item(23 - i, i < 2 ? 'new' : 'read'));

const listHandler = (all: ReturnType<typeof item>[]) => (call: { query: URLSearchParams }) => {
  const page = Number(call.query.get('page'));
  const size = Number(call.query.get('page_size'));
  return {
    body: { count: all.length, page, page_size: size, results: all.slice((page - 1) * size, page * size) },
  };
};

const base = {
  'GET /api/profiles/my/': { body: makeProfile({ onboardings: { dashboard_tour: true } }) },
  'POST /api/notifications/mark-read/': { body: { updated: 0 } },
};

describe('notifications page', () => {
  it('shows 10 per page and pages on', async () => {
    const server = mockServer({ ...base, 'GET /api/notifications/': listHandler(ALL) });
    const { user } = renderApp('/notifications/', { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getByText('Notice 23')).toBeVisible();
    expect(within(list).getAllByText('20-Jan-2026')).toHaveLength(10);
    expect(server.callsTo('GET /api/notifications/')[0]?.query.get('page_size')).toBe('10');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem'),
      ).toHaveLength(3),
    );
    expect(screen.getByText('Notice 1')).toBeVisible();
  });

  it('marks the new notifications shown as read', async () => {
    const server = mockServer({
      ...base,
      'GET /api/notifications/': listHandler(ALL),
      'POST /api/notifications/mark-read/': { body: { updated: 2 } },
    });
    renderApp('/notifications/', { token: 't' });
    await screen.findByText('Notice 23');
    await waitFor(() =>
      expect(server.callsTo('POST /api/notifications/mark-read/')[0]?.body).toEqual({
        notifications: [23, 22],
      }),
    );
    expect(screen.getAllByText('New')).toHaveLength(2);
  });

  it('Mark all as read marks all and shows them read', async () => {
    let all = ALL.slice(0, 3);
    const server = mockServer({
      ...base,
      'GET /api/notifications/': (call) => listHandler(all)(call),
      'POST /api/notifications/mark-read/': { body: { updated: 0 } },
      'POST /api/notifications/mark-all-read/': () => {
        all = all.map((n) => ({ ...n, status: 'read' as const }));
        return { body: { updated: 2 } };
      },
    });
    const { user } = renderApp('/notifications/', { token: 't' });
    await screen.findByText('Notice 23');
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(server.callsTo('POST /api/notifications/mark-all-read/')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('New')).toBeNull());
  });

  it('says when there are none', async () => {
    mockServer({ ...base, 'GET /api/notifications/': listHandler([]) });
    renderApp('/notifications/', { token: 't' });
    expect(await screen.findByText('You have no notifications.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});
