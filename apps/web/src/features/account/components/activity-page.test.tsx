import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

// Lazy pages load slowly when the machine is busy; the first look waits longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const row = (id: number, title: string) => ({
  id,
  activity_type: 'login',
  title,
  ip: '203.0.113.7',
  by_staff: false,
  created: '2026-03-05T01:02:03Z',
});

describe('activity', () => {
  it('lists the log in a paged table and asks for the next page', async () => {
    const server = mockServer({
      'GET /api/profiles/my/activities/': ({ query }) => ({
        body: {
          count: 12,
          page: Number(query.get('page')),
          page_size: 10,
          results: query.get('page') === '2' ? [row(2, 'Password changed')] : [row(1, 'Signed in')],
        },
      }),
    });
    const { user } = renderApp('/account/activity/', { token: 't' });
    const table = await screen.findByRole('table', { name: 'Activity' });
    expect(await within(table).findByText('Signed in')).toBeVisible();
    expect(within(table).getByText(/05-Mar-2026/)).toBeVisible();
    expect(within(table).getByText('203.0.113.7')).toBeInTheDocument();
    expect(screen.getByText('1–10 of 12')).toBeVisible();
    expect(server.callsTo('GET /api/profiles/my/activities/')[0]?.query.get('page_size')).toBe('10');

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await within(table).findByText('Password changed')).toBeVisible();
    expect(server.callsTo('GET /api/profiles/my/activities/').at(-1)?.query.get('page')).toBe('2');
  });

  it('says the list is empty', async () => {
    mockServer({
      'GET /api/profiles/my/activities/': { body: { count: 0, page: 1, page_size: 10, results: [] } },
    });
    renderApp('/account/activity/', { token: 't' });
    expect(await screen.findByText('List is empty')).toBeVisible();
  });
});
