// One live channel: a single-use token, a WebSocket to /api/realtime/ws/, a subscription to `channel`;
// every event on it goes to `onEvent`. The socket reconnects with backoff (1 s doubling to 30 s), also
// after the server closed it for a restart (1012), and calls `onResync` when events may have been missed:
// after a reconnect, or when the server says so (`resync`: it lost its database connection for a while).
import type { TRealtimeServerMessage } from '@portal/contracts/api/notifications';
import { useEffect, useRef } from 'react';
import { fetchRealtimeToken } from '@/shared/realtime/realtime-token';

export const FIRST_RETRY_MS = 1000;
export const MAX_RETRY_MS = 30_000;
/** The server closed because the session ended: the next HTTP call signs the user out; no retry. */
export const SESSION_ENDED = 4403;
/** The server closed because it is restarting: reconnect (with backoff, as it may take a while). */
export const SERVICE_RESTART = 1012;

export type TRealtimeEvent = { type: string; [key: string]: unknown };

export type TRealtimeHandlers = {
  /** Called once per event on the channel. */
  onEvent: (event: TRealtimeEvent) => void;
  /** Called when events may have been missed: refetch what the channel keeps fresh. */
  onResync?: () => void;
};

export const realtimeUrl = (token: string): string => {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/api/realtime/ws/?token=${encodeURIComponent(token)}`;
};

/** Opens the channel and keeps it open until the returned function is called. */
export const openRealtimeChannel = (channel: string, handlers: TRealtimeHandlers): (() => void) => {
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = FIRST_RETRY_MS;
  let stopped = false;
  let connectedBefore = false;

  const retry = () => {
    if (stopped) return;
    timer = setTimeout(connect, retryMs);
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  async function connect() {
    let token: string;
    try {
      token = (await fetchRealtimeToken()).token;
    } catch {
      return retry();
    }
    if (stopped) return;
    const ws = new WebSocket(realtimeUrl(token));
    socket = ws;
    ws.onopen = () => ws.send(JSON.stringify({ type: 'subscribe', channel }));
    ws.onmessage = (message) => {
      let data: Partial<TRealtimeServerMessage>;
      try {
        data = JSON.parse(String(message.data));
      } catch {
        return;
      }
      if (data.type === 'resync') return handlers.onResync?.();
      if (!('channel' in data) || data.channel !== channel) return;
      if (data.type === 'subscribed') {
        retryMs = FIRST_RETRY_MS;
        if (connectedBefore) handlers.onResync?.();
        connectedBefore = true;
      }
      if (data.type === 'event' && 'event' in data && data.event) handlers.onEvent(data.event);
    };
    ws.onclose = (event) => {
      if (socket === ws) socket = null;
      if (event.code !== SESSION_ENDED) retry();
    };
  }

  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    socket?.close(1000);
  };
};

/**
 * Keeps `channel` open while mounted; null keeps none. The handlers are read when an event arrives, so
 * passing new functions on every render neither reconnects nor loses events.
 */
export const useRealtimeChannel = (channel: string | null, handlers: TRealtimeHandlers): void => {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (channel === null || typeof WebSocket === 'undefined') return;
    return openRealtimeChannel(channel, {
      onEvent: (event) => latest.current.onEvent(event),
      onResync: () => latest.current.onResync?.(),
    });
  }, [channel]);
};
