// Real local servers of the protocols messages leave by, for tests: an SMTP server (smtp-server), a TCP
// server that accepts and never greets, and an HTTP server that speaks Twilio's Messages API.
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer as createTcpServer, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { TwilioConfig } from '../config.ts';

export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * An SMTP server on a free local port. `refuse(n)` answers the n-th DATA (from 1) with an SMTP error
 * code, or nothing to accept the message.
 */
export async function startSmtpServer(refuse: (attempt: number) => number | undefined = () => undefined) {
  const received: ReceivedMail[] = [];
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        attempts++;
        const code = refuse(attempts);
        if (code) {
          const error = Object.assign(new Error(`Refused for now (${code})`), { responseCode: code });
          callback(error);
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts: () => attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A server that accepts connections and never says a word: an SMTP server or gateway that hangs. */
export async function startSilentServer() {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createTcpServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    connections: () => connections,
    /** Connections accepted and still waiting for an answer. */
    waiting: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export type SmsRequest = { path: string; authorization: string; form: URLSearchParams };
type SmsAnswer = { status: number; body?: unknown; delayMs?: number };

/**
 * Twilio's Messages API on a free local port. `answer(n)` decides the n-th request's answer (from 1);
 * by default 201 with a fresh `sid`, as Twilio answers an accepted message.
 */
export async function startSmsGateway(answer: (request: number) => SmsAnswer = () => ({ status: 201 })) {
  const requests: SmsRequest[] = [];
  const server = createHttpServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({
        path: req.url ?? '',
        authorization: req.headers.authorization ?? '',
        form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
      });
      const { status, body, delayMs } = answer(requests.length);
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify(body ?? (status === 201 ? { sid: `SM${requests.length}`, status: 'queued' } : {})),
        );
      };
      if (delayMs) setTimeout(send, delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const twilio: TwilioConfig = {
    apiUrl: `http://127.0.0.1:${port}`,
    accountSid: 'AC0123456789abcdef0123456789abcdef',
    authToken: 'test-auth-token',
    messagingServiceSid: undefined,
    from: '+61400000000',
  };
  return {
    twilio,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
