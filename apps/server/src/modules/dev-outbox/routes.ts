import { ZOutboxResponseSchema } from '@portal/contracts/api/operations';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { PUBLIC } from '../../http/api-docs.ts';
import { answers, pageAnswers } from '../../http/route-schemas.ts';
import { latestOutboxMessages } from './queries.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The embedded messaging provider's window: every SMS and e-mail the portal sent, newest first.
 * Registered only while the outbox provider is on, which production refuses (config.ts).
 */
export function devOutboxRoutes(app: FastifyInstance, deps: Deps): void {
  const latest = () => latestOutboxMessages(deps.db);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dev/outbox/',
    {
      schema: {
        tags: ['development'],
        summary: 'Every SMS and e-mail sent, newest first (only while messages stay in the outbox)',
        security: PUBLIC,
        response: answers(ZOutboxResponseSchema),
      },
    },
    async () =>
      (await latest()).map((m) => ({
        ...m,
        created_at: m.created_at.toISOString(),
      })),
  );

  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'The outbox as a page to read in a browser',
        security: PUBLIC,
        response: pageAnswers(),
      },
    },
    async (_request, reply) => {
      const rows = (await latest())
        .map(
          (m) =>
            `<tr><td>${m.created_at.toISOString()}</td><td>${m.channel}</td><td>${escapeHtml(m.recipient)}</td>` +
            `<td>${escapeHtml(m.subject)}</td><td><pre>${linkify(escapeHtml(m.body))}</pre></td></tr>`,
        )
        .join('');
      reply.type('text/html; charset=utf-8');
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;margin:1.5rem}table{border-collapse:collapse;width:100%}
td,th{border:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top}pre{white-space:pre-wrap;margin:0;font:inherit}</style>
</head><body><h1>Outbox</h1><p>Every SMS and e-mail the portal sent, newest first. Reload to see new ones.</p>
<table><thead><tr><th>Time (UTC)</th><th>Channel</th><th>Recipient</th><th>Subject</th><th>Text</th></tr></thead>
<tbody>${rows || '<tr><td colspan="5">Nothing sent yet.</td></tr>'}</tbody></table></body></html>`;
    },
  );
}

function linkify(html: string): string {
  return html.replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
}
