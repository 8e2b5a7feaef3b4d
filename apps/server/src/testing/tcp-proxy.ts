import net from 'node:net';

/**
 * A TCP proxy between the app and its database, for tests of network and database faults: it can cut
 * every open connection, refuse new ones (as a stopped database does), stall (keep the sockets open
 * but pass no bytes), and resume.
 */
export type TcpProxy = {
  port: number;
  /** Closes every open connection at once. */
  cut(): void;
  /** Cuts every open connection and refuses new ones until `resume()`. */
  stop(): Promise<void>;
  /** Passes no more bytes either way; connections stay open, new ones are accepted but hang. */
  stall(): void;
  /** Accepts and forwards again; bytes held during a stall are delivered. */
  resume(): Promise<void>;
  /**
   * Cuts every connection as soon as the app sends `text` (e.g. COMMIT) after it sent `after`, once:
   * before the bytes reach the database, or right after they were passed on.
   */
  cutWhenSent(text: string, options: { after: string; when: 'before' | 'after' }): void;
  close(): Promise<void>;
};

type Pair = { client: net.Socket; upstream: net.Socket; held: Array<[net.Socket, Buffer]> };

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  let stalled = false;
  let trigger: { text: string; after: string; seen: boolean; when: 'before' | 'after' } | null = null;

  const cutAll = () => {
    for (const pair of pairs) {
      pair.client.destroy();
      pair.upstream.destroy();
    }
    pairs.clear();
  };

  const forward = (pair: Pair, from: net.Socket, to: net.Socket) => {
    from.on('data', (chunk: Buffer) => {
      if (stalled) return void pair.held.push([to, chunk]);
      if (from === pair.client && trigger && !trigger.seen) trigger.seen = chunk.includes(trigger.after);
      else if (from === pair.client && trigger?.seen && chunk.includes(trigger.text)) {
        const { when } = trigger;
        trigger = null;
        if (when === 'after') to.write(chunk, () => cutAll());
        else cutAll();
        return;
      }
      to.write(chunk);
    });
    from.on('close', () => {
      to.destroy();
      pairs.delete(pair);
    });
    from.on('error', () => to.destroy());
  };

  const onConnection = (client: net.Socket) => {
    const upstream = net.connect(target);
    const pair: Pair = { client, upstream, held: [] };
    pairs.add(pair);
    forward(pair, client, upstream);
    forward(pair, upstream, client);
  };

  let server = net.createServer(onConnection);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  let listening = true;

  const closeServer = () =>
    new Promise<void>((resolve) => {
      if (!listening) return resolve();
      listening = false;
      server.close(() => resolve());
    });

  const stop = async () => {
    const closed = closeServer();
    cutAll();
    await closed;
  };

  return {
    port,
    cut: cutAll,
    stop,
    stall() {
      stalled = true;
    },
    async resume() {
      stalled = false;
      for (const pair of pairs) for (const [to, chunk] of pair.held.splice(0)) to.write(chunk);
      if (!listening) {
        server = net.createServer(onConnection);
        await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
        listening = true;
      }
    },
    cutWhenSent(text, { after, when }) {
      trigger = { text, after, seen: false, when };
    },
    close: stop,
  };
}
