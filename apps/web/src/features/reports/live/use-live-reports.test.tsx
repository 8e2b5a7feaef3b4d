import { REPORT_FAILURE_TOAST } from '@portal/contracts/api/reports';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { report, reportsHandlers, STAFF } from '@/features/reports/components/reports-test-fixtures';
import { deviceStorage } from '@/shared/storage/device-storage';
import { mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

/** A WebSocket that opens at once, confirms subscriptions and lets the test push messages. */
class FakeSocket {
  static instances: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  readonly sent: { type: string; channel: string }[] = [];
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
    queueMicrotask(() => this.onopen?.());
  }
  send(data: string) {
    const message = JSON.parse(data);
    this.sent.push(message);
    if (message.type === 'subscribe')
      queueMicrotask(() => this.receive({ type: 'subscribed', channel: message.channel }));
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  close() {}
}

const socketOf = async (channel: string) => {
  let found: FakeSocket | undefined;
  await waitFor(() => {
    found = FakeSocket.instances.find((socket) => socket.sent.some((m) => m.channel === channel));
    expect(found).toBeDefined();
  });
  return found!;
};

const resultEvent = (status: 'ready' | 'failed', reports_count: number) => ({
  type: 'event',
  channel: 'reports#7',
  event: {
    type: 'report_result',
    id: 100,
    name: 'Portfolio report 100',
    link: status === 'ready' ? '/api/ipm/reports/100/download/' : null,
    status,
    reports_count,
    user_id: 7,
  },
});

const navCounter = () => within(screen.getByRole('navigation', { name: 'Main' })).getByTestId('nav-counter');

beforeEach(() => {
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});

describe('live reports', () => {
  it('a ready event refreshes the list, sets the counter and offers View, which opens and marks it read', async () => {
    let status: 'pending' | 'ready' = 'pending';
    const tab = { location: { href: '' }, close: vi.fn(), opener: {} };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:live'), revokeObjectURL: vi.fn() });
    const server = mockServer(
      reportsHandlers({
        'POST /api/realtime/auth-token/': { body: { token: 'rt', expires_in: 30 } },
        'GET /api/ipm/reports/': () => ({ body: [report({ status, is_new: status === 'ready' })] }),
        'GET /api/ipm/reports/100/download/': { body: 'pdf' },
        'PATCH /api/ipm/reports/100/mark-as-read/': { body: { id: 100, is_new: false, new_counter: 0 } },
      }),
    );
    const { user } = renderApp('/reports/', { token: 't' });
    const row = await screen.findByRole('listitem', { name: 'Portfolio report 100' });
    expect(within(row).getByRole('progressbar', { name: 'Generating' })).toBeVisible();
    const socket = await socketOf('reports#7');
    expect(socket.url).toMatch(/\/api\/realtime\/ws\/\?token=rt$/);

    status = 'ready';
    act(() => socket.receive(resultEvent('ready', 4)));
    await waitFor(() => expect(navCounter()).toHaveTextContent('4'));
    expect(await within(row).findByRole('button', { name: 'View Portfolio report 100' })).toBeVisible();
    const toast = await screen.findByTestId('toast-success');
    expect(toast).toHaveTextContent('Portfolio report 100 is ready');

    await user.click(within(toast).getByRole('button', { name: 'View' }));
    await waitFor(() => expect(server.callsTo('PATCH /api/ipm/reports/100/mark-as-read/')).toHaveLength(1));
    expect(tab.location.href).toBe('blob:live');
    await waitFor(() => expect(navCounter()).toHaveTextContent('0'));
    Object.assign(URL, { createObjectURL: undefined, revokeObjectURL: undefined });
  });

  it('a counter answer that left before the event does not overwrite the count the event carries', async () => {
    // Generating refreshes every reports query; the worker may announce the result before the counter
    // asked then has answered with the count of before.
    let answerCounter: (answer: { body: unknown }) => void = () => {};
    const counterAnswered = new Promise<{ body: unknown }>((resolve) => {
      answerCounter = resolve;
    });
    mockServer(
      reportsHandlers({
        'POST /api/realtime/auth-token/': { body: { token: 'rt', expires_in: 30 } },
        'GET /api/ipm/reports/new-counter/': () => counterAnswered,
      }),
    );
    renderApp('/reports/', { token: 't' });
    const socket = await socketOf('reports#7');
    act(() => socket.receive(resultEvent('ready', 1)));
    await waitFor(() => expect(navCounter()).toHaveTextContent('1'));
    await act(async () => answerCounter({ body: { new_counter: 0 } }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(navCounter()).toHaveTextContent('1');
  });

  it('a failed event shows the failure toast', async () => {
    mockServer(
      reportsHandlers({
        'POST /api/realtime/auth-token/': { body: { token: 'rt', expires_in: 30 } },
        'GET /api/ipm/reports/': { body: [report({ status: 'failed' })] },
      }),
    );
    renderApp('/reports/', { token: 't' });
    const socket = await socketOf('reports#7');
    act(() => socket.receive(resultEvent('failed', 2)));
    expect(await screen.findByTestId('toast-error')).toHaveTextContent(REPORT_FAILURE_TOAST);
    await waitFor(() => expect(navCounter()).toHaveTextContent('2'));
  });

  it('staff acting for a client hear that client’s channel', async () => {
    deviceStorage.setManagedUserId(42);
    mockServer(
      reportsHandlers({
        'GET /api/profiles/my/': { body: STAFF },
        'POST /api/realtime/auth-token/': { body: { token: 'rt', expires_in: 30 } },
      }),
    );
    renderApp('/reports/', { token: 't' });
    await screen.findByRole('heading', { name: 'Reports', level: 1 });
    const channels = () => FakeSocket.instances.flatMap((socket) => socket.sent.map((m) => m.channel));
    await waitFor(() => expect(channels().some((channel) => channel.startsWith('reports#'))).toBe(true));
    expect(channels()).toContain('reports#42');
    expect(channels()).not.toContain('reports#7');
  });
});
