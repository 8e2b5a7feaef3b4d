import {
  inAppChannel,
  reportsChannel,
  type TRealtimeServerMessage,
} from '@portal/contracts/api/notifications';
import type { WebSocket } from 'ws';
import type { Deps } from '../deps.ts';
import { currentSchema, liveSessions } from './queries.ts';

/**
 * Close codes the web client tells apart: it never reconnects after a session ended; after a restart
 * (1012, service restart) it reconnects with back-off, as after any other close.
 */
export const CLOSE_CODES = { invalidToken: 4401, sessionEnded: 4403, serviceRestart: 1012 } as const;

// Sockets do not count as activity; an idle session's sockets close at this pace at the latest.
const SESSION_SWEEP_MS = 60_000;

export type Connection = {
  socket: WebSocket;
  sessionId: number;
  /** The owner of the session (whose sign-out ends the socket). */
  sessionUserId: number;
  /** Whose channels it may hear: the user, or the client a staff member acts for. */
  actingUserId: number;
  channels: Set<string>;
};

export type RealtimeHub = {
  add(connection: Omit<Connection, 'channels'>): Connection;
  remove(connection: Connection): void;
  subscribe(connection: Connection, channel: string): boolean;
  /** Closes every socket with the restart code (the server is shutting down); clients come back. */
  closeAll(): void;
  stop(): Promise<void>;
};

export function send(socket: WebSocket, message: TRealtimeServerMessage): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

/**
 * The sockets of this server instance, and the two channels it listens on: `realtime` (events for
 * `inapp#...` and `reports#...`, raised by any instance) and `auth_change` (a user's sessions changed:
 * sockets of revoked or expired sessions close).
 */
export async function createRealtimeHub(deps: Deps): Promise<RealtimeHub> {
  const connections = new Set<Connection>();
  const schema = await currentSchema(deps.db);
  const limits = {
    idleSeconds: deps.config.sessionExpireAfter,
    absoluteSeconds: deps.config.sessionAbsoluteLimit,
  };

  const closeEnded = async (candidates: Connection[]) => {
    if (candidates.length === 0) return;
    const live = await liveSessions(deps.db, [...new Set(candidates.map((c) => c.sessionId))], limits);
    for (const c of candidates) {
      if (!live.has(c.sessionId)) c.socket.close(CLOSE_CODES.sessionEnded, 'Session ended');
    }
  };

  const stopRealtime = await deps.db.listen(
    'realtime',
    (payload) => {
      let message: { schema?: string; channel?: string; event?: { type: string } };
      try {
        message = JSON.parse(payload);
      } catch {
        return;
      }
      if (message.schema !== schema || !message.channel || !message.event) return;
      for (const c of connections) {
        if (c.channels.has(message.channel)) {
          send(c.socket, { type: 'event', channel: message.channel, event: message.event });
        }
      }
    },
    // Events raised while the connection was down are lost: every client refetches what it shows.
    {
      onReconnect: () => {
        for (const c of connections) send(c.socket, { type: 'resync' });
      },
    },
  );

  const closeEndedIn = (candidates: Connection[]) => {
    void closeEnded(candidates).catch(() => undefined);
  };
  const stopAuth = await deps.db.listen(
    'auth_change',
    (payload) => {
      const userId = Number(payload);
      // PGlite hands this over while the changing statement runs: the check queues behind it.
      closeEndedIn([...connections].filter((c) => c.sessionUserId === userId));
    },
    // Sign-outs while the connection was down were not announced: every socket's session is checked.
    { onReconnect: () => closeEndedIn([...connections]) },
  );

  const closeAll = () => {
    for (const c of connections) c.socket.close(CLOSE_CODES.serviceRestart, 'Server restarting');
    connections.clear();
  };

  const sweep = setInterval(() => closeEndedIn([...connections]), SESSION_SWEEP_MS);
  sweep.unref();

  return {
    add(connection) {
      const c = { ...connection, channels: new Set<string>() };
      connections.add(c);
      return c;
    },
    remove(connection) {
      connections.delete(connection);
    },
    subscribe(connection, channel) {
      const own = [inAppChannel(connection.actingUserId), reportsChannel(connection.actingUserId)];
      if (!own.includes(channel)) return false;
      connection.channels.add(channel);
      return true;
    },
    closeAll,
    async stop() {
      clearInterval(sweep);
      closeAll();
      await stopRealtime();
      await stopAuth();
    },
  };
}
