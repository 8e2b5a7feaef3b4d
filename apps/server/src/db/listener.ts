import pg from 'pg';

export type ListenRetry = {
  /** The wait before the first attempt to reconnect; it doubles after each failed attempt. */
  firstMs: number;
  /** The longest wait between two attempts. */
  maxMs: number;
  /**
   * How often the open connection is asked `SELECT 1`: a connection that silently stopped answering (a
   * network that drops packets, a stalled database) delivers no notifications and raises no error.
   */
  heartbeatMs: number;
};

export type ListenerOptions = {
  newClient: () => pg.Client;
  channel: string;
  handler: (payload: string) => void;
  /** Called once the channel is listened to again after a lost connection: notifications may be lost. */
  onReconnect?: () => void;
  onConnectionError?: (error: Error) => void;
  retry: ListenRetry;
};

/**
 * LISTEN on a connection of its own that stays open. When the connection is lost it is replaced, with
 * exponential back-off, and `onReconnect` tells the subscriber to recover what it missed. Answers a
 * function that stops listening. The first connection must succeed: a server that starts without its
 * database fails at once.
 */
export async function listenWithReconnect(options: ListenerOptions): Promise<() => Promise<void>> {
  const { newClient, channel, handler, onReconnect, onConnectionError, retry } = options;
  let client: pg.Client | null = null;
  let stopped = false;
  let waitMs = retry.firstMs;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const dropped = (lost: pg.Client, error: Error) => {
    if (lost !== client || stopped) return;
    client = null;
    onConnectionError?.(error);
    lost.end().catch(() => undefined);
    scheduleReconnect();
  };

  const open = async (): Promise<pg.Client> => {
    const c = newClient();
    c.on('error', (error) => dropped(c, error));
    c.on('end', () => dropped(c, new Error(`Connection terminated (LISTEN ${channel})`)));
    c.on('notification', (message) => {
      if (message.channel === channel) handler(message.payload ?? '');
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return c;
    } catch (error) {
      c.end().catch(() => undefined);
      throw error;
    }
  };

  function scheduleReconnect(): void {
    if (stopped) return;
    reconnectTimer = setTimeout(async () => {
      let c: pg.Client;
      try {
        c = await open();
      } catch (error) {
        onConnectionError?.(error as Error);
        waitMs = Math.min(waitMs * 2, retry.maxMs);
        return scheduleReconnect();
      }
      if (stopped) return void c.end().catch(() => undefined);
      client = c;
      waitMs = retry.firstMs;
      onReconnect?.();
    }, waitMs);
    reconnectTimer.unref();
  }

  client = await open();
  const heartbeat = setInterval(() => {
    const c = client;
    c?.query('SELECT 1').catch((error: Error) => dropped(c, error));
  }, retry.heartbeatMs);
  heartbeat.unref();

  return async () => {
    stopped = true;
    clearTimeout(reconnectTimer);
    clearInterval(heartbeat);
    const c = client;
    client = null;
    await c?.end().catch(() => undefined);
  };
}
