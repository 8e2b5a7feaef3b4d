import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '@/test/mock-server';
import { openRealtimeChannel, SERVICE_RESTART, SESSION_ENDED } from './realtime-channel';

class FakeSocket {
  static instances: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  readonly sent: unknown[] = [];
  closedWith: number | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  receive(message: unknown) {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }
  close(code: number) {
    this.closedWith = code;
  }
}

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

/** Lets the token call answer and the socket be made. */
const nextSocket = async (count: number) => {
  await vi.waitFor(() => expect(FakeSocket.instances).toHaveLength(count));
  return FakeSocket.instances[count - 1]!;
};

beforeEach(() => {
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});

afterEach(() => vi.useRealTimers());

describe('a realtime channel', () => {
  it('subscribes with a single-use token and hands each event of its channel to the handler', async () => {
    const server = mockServer({
      'POST /api/realtime/auth-token/': { body: { token: 'a b', expires_in: 30 } },
    });
    const onEvent = vi.fn();
    const stop = openRealtimeChannel('reports#7', { onEvent });
    const socket = await nextSocket(1);
    expect(socket.url).toBe(`ws://${window.location.host}/api/realtime/ws/?token=a%20b`);
    expect(server.callsTo('POST /api/realtime/auth-token/')).toHaveLength(1);
    socket.onopen?.();
    expect(socket.sent).toEqual([{ type: 'subscribe', channel: 'reports#7' }]);
    socket.receive({ type: 'subscribed', channel: 'reports#7' });
    socket.receive({ type: 'event', channel: 'reports#7', event: { type: 'report_result', id: 1 } });
    socket.receive({ type: 'event', channel: 'inapp#7', event: { type: 'other' } });
    socket.receive('not json');
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenCalledWith({ type: 'report_result', id: 1 });
    stop();
    expect(socket.closedWith).toBe(1000);
  });

  it('reconnects with backoff after a close and says so once subscribed again; not after the session ended', async () => {
    mockServer({ 'POST /api/realtime/auth-token/': { body: { token: 't', expires_in: 30 } } });
    const onResync = vi.fn();
    const stop = openRealtimeChannel('inapp#7', { onEvent: vi.fn(), onResync });
    const first = await nextSocket(1);
    first.receive({ type: 'subscribed', channel: 'inapp#7' });
    expect(onResync).not.toHaveBeenCalled();
    vi.useFakeTimers();
    first.onclose?.({ code: 1006 });
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeSocket.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    vi.useRealTimers();
    const second = await nextSocket(2);
    second.receive({ type: 'subscribed', channel: 'inapp#7' });
    expect(onResync).toHaveBeenCalledTimes(1);
    vi.useFakeTimers();
    second.onclose?.({ code: SESSION_ENDED });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.instances).toHaveLength(2);
    stop();
  });

  it('after the server closed for a restart (1012) it reconnects with backoff until the server is back', async () => {
    let tokenCalls = 0;
    mockServer({
      'POST /api/realtime/auth-token/': () => {
        tokenCalls += 1;
        // The restarting server answers 503 twice before it is back.
        if (tokenCalls === 2 || tokenCalls === 3)
          return { status: 503, body: { detail: 'Looks like something went wrong' } };
        return { body: { token: 't', expires_in: 30 } };
      },
    });
    const onResync = vi.fn();
    const stop = openRealtimeChannel('reports#7', { onEvent: vi.fn(), onResync });
    const first = await nextSocket(1);
    first.receive({ type: 'subscribed', channel: 'reports#7' });
    vi.useFakeTimers();
    first.onclose?.({ code: SERVICE_RESTART });
    await vi.advanceTimersByTimeAsync(1000);
    expect(tokenCalls).toBe(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(tokenCalls).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(tokenCalls).toBe(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(tokenCalls).toBe(4);
    await flush();
    vi.useRealTimers();
    const second = await nextSocket(2);
    second.onopen?.();
    expect(second.sent).toEqual([{ type: 'subscribe', channel: 'reports#7' }]);
    second.receive({ type: 'subscribed', channel: 'reports#7' });
    expect(onResync).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a resync from the server (it may have lost events) asks for a refetch', async () => {
    mockServer({ 'POST /api/realtime/auth-token/': { body: { token: 't', expires_in: 30 } } });
    const onResync = vi.fn();
    const onEvent = vi.fn();
    const stop = openRealtimeChannel('inapp#7', { onEvent, onResync });
    const socket = await nextSocket(1);
    socket.receive({ type: 'subscribed', channel: 'inapp#7' });
    expect(onResync).not.toHaveBeenCalled();
    socket.receive({ type: 'resync' });
    expect(onResync).toHaveBeenCalledTimes(1);
    expect(onEvent).not.toHaveBeenCalled();
    stop();
  });
});
