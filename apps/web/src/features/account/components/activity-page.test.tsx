import { SESSION_TEXTS, type TSession } from '@portal/contracts/api/sessions';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deviceStorage } from '@/shared/storage/device-storage';
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

const session = (id: number, overrides: Partial<TSession> = {}): TSession => ({
  id,
  device: 'Chrome on Windows',
  ip: '203.0.113.7',
  signed_in: '2026-03-05T01:02:03Z',
  last_active: '2026-03-05T02:03:04Z',
  current: false,
  ...overrides,
});

const EMPTY_LOG = { body: { count: 0, page: 1, page_size: 10, results: [] } };

describe('activity', () => {
  it('lists the log in a paged table and asks for the next page', async () => {
    const server = mockServer({
      'GET /api/profiles/my/sessions/': { body: [session(1, { current: true })] },
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
      'GET /api/profiles/my/sessions/': { body: [session(1, { current: true })] },
      'GET /api/profiles/my/activities/': EMPTY_LOG,
    });
    renderApp('/account/activity/', { token: 't' });
    expect(await screen.findByText('List is empty')).toBeVisible();
  });
});

describe('devices', () => {
  it('lists the signed-in devices above the log, this one marked, and ends another', async () => {
    let live = [
      session(11, { device: 'Firefox on macOS', current: true }),
      session(12, { device: 'Safari on iPhone', ip: '198.51.100.77' }),
      session(13, { device: 'Chrome on Windows', ip: null }),
    ];
    const server = mockServer({
      'GET /api/profiles/my/activities/': EMPTY_LOG,
      'GET /api/profiles/my/sessions/': () => ({ body: live }),
      'DELETE /api/profiles/my/sessions/12/': () => {
        live = live.filter((s) => s.id !== 12);
        return { body: { detail: SESSION_TEXTS.sessionEnded } };
      },
    });
    const { user } = renderApp('/account/activity/', { token: 't' });
    expect(await screen.findByRole('heading', { name: SESSION_TEXTS.devicesTitle })).toBeVisible();
    const devices = screen.getByRole('list', { name: SESSION_TEXTS.devicesTitle });
    const rows = within(devices).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Firefox on macOS',
      'Safari on iPhone',
      'Chrome on Windows',
    ]);
    const current = within(devices).getByRole('listitem', { name: 'Firefox on macOS' });
    expect(within(current).getByText(SESSION_TEXTS.thisDevice)).toBeVisible();
    expect(within(current).queryByRole('button', { name: SESSION_TEXTS.endSession })).toBeNull();
    const phone = within(devices).getByRole('listitem', { name: 'Safari on iPhone' });
    expect(phone).toHaveTextContent(
      /^Safari on iPhoneIP address 198\.51\.100\.77 · Signed in 05-Mar-2026 \d\d:\d\d · Last active 05-Mar-2026 \d\d:\d\dEnd session$/,
    );
    expect(within(phone).queryByText(SESSION_TEXTS.thisDevice)).toBeNull();
    expect(screen.getByRole('heading', { name: SESSION_TEXTS.logTitle })).toBeVisible();

    await user.click(within(phone).getByRole('button', { name: SESSION_TEXTS.endSession }));
    expect(await screen.findByText(SESSION_TEXTS.sessionEnded)).toBeVisible();
    expect(server.callsTo('DELETE /api/profiles/my/sessions/12/')).toHaveLength(1);
    await waitFor(() =>
      expect(within(devices).queryByRole('listitem', { name: 'Safari on iPhone' })).toBeNull(),
    );
    expect(within(devices).getAllByRole('listitem')).toHaveLength(2);
  });

  it('ends every other session at once', async () => {
    let live = [session(21, { current: true }), session(22, { device: 'Safari on iPhone' })];
    const server = mockServer({
      'GET /api/profiles/my/activities/': EMPTY_LOG,
      'GET /api/profiles/my/sessions/': () => ({ body: live }),
      'POST /api/profiles/my/sessions/end-others/': () => {
        live = live.filter((s) => s.current);
        return { body: { detail: SESSION_TEXTS.otherSessionsEnded, ended: 1 } };
      },
    });
    const { user } = renderApp('/account/activity/', { token: 't' });
    await user.click(await screen.findByRole('button', { name: SESSION_TEXTS.endOthers }));
    expect(await screen.findByText(SESSION_TEXTS.otherSessionsEnded)).toBeVisible();
    expect(await screen.findByText(SESSION_TEXTS.noOtherSessions)).toBeVisible();
    expect(screen.queryByRole('button', { name: SESSION_TEXTS.endOthers })).toBeNull();
    expect(server.callsTo('POST /api/profiles/my/sessions/end-others/')).toHaveLength(1);
  });

  it('shows a failure to end a session and keeps the list', async () => {
    mockServer({
      'GET /api/profiles/my/activities/': EMPTY_LOG,
      'GET /api/profiles/my/sessions/': {
        body: [session(31, { current: true }), session(32, { device: 'Edge on Windows' })],
      },
      'DELETE /api/profiles/my/sessions/32/': { status: 404, body: { detail: 'Not found.' } },
    });
    const { user } = renderApp('/account/activity/', { token: 't' });
    const other = await screen.findByRole('listitem', { name: 'Edge on Windows' });
    await user.click(within(other).getByRole('button', { name: SESSION_TEXTS.endSession }));
    expect(await screen.findByText('Not found.')).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('is not shown to staff acting for a client, and the client’s sessions are not asked for', async () => {
    deviceStorage.setManagedUserId(55);
    const server = mockServer({
      'GET /api/profiles/my/activities/': {
        body: { count: 1, page: 1, page_size: 10, results: [row(1, 'Signed in')] },
      },
    });
    renderApp('/account/activity/', { token: 't' });
    expect(await screen.findByText('Signed in')).toBeVisible();
    expect(screen.queryByRole('heading', { name: SESSION_TEXTS.devicesTitle })).toBeNull();
    expect(server.callsTo('GET /api/profiles/my/sessions/')).toEqual([]);
  });
});
