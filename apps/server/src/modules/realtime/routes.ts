import websocket from '@fastify/websocket';
import { ZEmptyRequestSchema } from '@portal/contracts/api/errors';
import {
  ZRealtimeClientMessageSchema,
  ZRealtimeTokenResponseSchema,
} from '@portal/contracts/api/notifications';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { Deps } from '../../deps.ts';
import { TOKEN_SECURITY } from '../../http/api-docs.ts';
import { answers } from '../../http/route-schemas.ts';
import { CLOSE_CODES, createRealtimeHub, send } from '../../realtime/hub.ts';
import { consumeRealtimeToken, insertRealtimeToken } from '../../realtime/queries.ts';
import { throttle } from '../../security/rate-limit.ts';
import { randomToken, sha256 } from '../../security/tokens.ts';
import { callerOf, signedIn } from '../auth/signed-in.ts';

const TOKEN_TTL_SECONDS = 30;
const TOKENS_PER_SESSION = { max: 60, windowSeconds: 3600 };
const MAX_MESSAGE_BYTES = 1024;

/**
 * POST /api/realtime/auth-token/ answers a short-lived single-use token; GET /api/realtime/ws/?token=
 * opens a WebSocket on which the client subscribes to its own channels.
 */
export async function realtimeRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const hub = await createRealtimeHub(deps);
  // Before the websocket plugin's own close (registered after this), which closes without a code.
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', () => hub.stop());
  await app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/realtime/auth-token/',
    {
      schema: {
        tags: ['notifications'],
        summary: 'A single-use token, valid 30 s, that opens the WebSocket of /api/realtime/ws/',
        security: TOKEN_SECURITY,
        body: ZEmptyRequestSchema,
        response: answers(ZRealtimeTokenResponseSchema),
      },
      // Opening a socket is not the user's activity: an idle session still expires.
      preValidation: signedIn(deps, { skipActivity: true }),
    },
    async (request) => {
      const ctx = callerOf(request);
      await throttle(deps.db, `realtime-token:${ctx.session.id}`, TOKENS_PER_SESSION);
      const token = randomToken();
      await insertRealtimeToken(
        deps.db,
        { token_hash: sha256(token), session_id: ctx.session.id, user_id: ctx.actingUserId },
        TOKEN_TTL_SECONDS,
      );
      return { token, expires_in: TOKEN_TTL_SECONDS };
    },
  );

  app.get('/api/realtime/ws/', { websocket: true }, (socket, request) => {
    // Messages may arrive before the token is checked: they wait for it.
    const pending: string[] = [];
    let handle: ((raw: string) => void) | null = null;
    socket.on('message', (data) => {
      const raw = data.toString();
      if (handle) handle(raw);
      else pending.push(raw);
    });
    const token = (request.query as { token?: unknown }).token;
    const refuse = () => {
      send(socket, { type: 'error', detail: 'Invalid token.' });
      socket.close(CLOSE_CODES.invalidToken, 'Invalid token');
    };
    if (typeof token !== 'string' || token.length === 0 || token.length > 128) return refuse();
    void consumeRealtimeToken(deps.db, sha256(token))
      .then((row) => {
        if (!row) return refuse();
        if (socket.readyState !== socket.OPEN) return;
        const connection = hub.add({
          socket,
          sessionId: row.session_id,
          sessionUserId: row.session_user_id,
          actingUserId: row.user_id,
        });
        socket.on('close', () => hub.remove(connection));
        handle = (raw) => {
          let parsed: unknown;
          try {
            parsed = JSON.parse(raw);
          } catch {
            parsed = undefined;
          }
          const message = z.safeParse(ZRealtimeClientMessageSchema, parsed);
          if (!message.success)
            return send(socket, { type: 'error', detail: 'The message could not be read.' });
          const { type, channel } = message.data;
          if (type === 'unsubscribe') return void connection.channels.delete(channel);
          if (hub.subscribe(connection, channel)) send(socket, { type: 'subscribed', channel });
          else send(socket, { type: 'error', channel, detail: 'You cannot subscribe to this channel.' });
        };
        for (const raw of pending.splice(0)) handle(raw);
      })
      .catch(() => refuse());
  });
}
