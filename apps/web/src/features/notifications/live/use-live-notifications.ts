// Live notifications: a single-use token, a WebSocket to /api/realtime/ws/, a subscription to the user's
// `inapp#{user_id}` channel; every event there refetches the notification list and stats. The socket
// reconnects with backoff (1 s doubling to 30 s) and refetches on reconnecting, as events may have been missed.
import { inAppChannel } from '@portal/contracts/api/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notificationsKey } from '@/features/notifications/api/notification-keys';
import { fetchRealtimeToken } from '@/features/notifications/api/realtime-token';

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;
/** The server closed because the session ended: the next HTTP call signs the user out; no retry. */
const SESSION_ENDED = 4403;

export const realtimeUrl = (token: string): string => {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/api/realtime/ws/?token=${encodeURIComponent(token)}`;
};

/** Keeps a socket open for `userId` while mounted; null keeps none. */
export const useLiveNotifications = (userId: number | null): void => {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === null || typeof WebSocket === 'undefined') return;
    const channel = inAppChannel(userId);
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let retryMs = FIRST_RETRY_MS;
    let stopped = false;
    let connectedBefore = false;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: notificationsKey });

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
        let data: { type?: string; channel?: string };
        try {
          data = JSON.parse(String(message.data));
        } catch {
          return;
        }
        if (data.type === 'subscribed' && data.channel === channel) {
          retryMs = FIRST_RETRY_MS;
          if (connectedBefore) refetch();
          connectedBefore = true;
        }
        if (data.type === 'event' && data.channel === channel) refetch();
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
  }, [userId, queryClient]);
};
