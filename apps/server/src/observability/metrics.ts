import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  collectDefaultMetrics,
  Gauge,
  Histogram,
  type Registry as PromRegistry,
  Registry,
} from 'prom-client';
import type { Db } from '../db/client.ts';
import { outboxByStatus, reportJobsByStatus } from './queries.ts';

/**
 * Prometheus metrics at GET /metrics on the main port, for a scraper that presents
 * `Authorization: Bearer <METRICS_TOKEN>`. Without a configured token the route does not exist.
 */
export function registerMetrics(app: FastifyInstance, db: Db, token: string): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  requestDurations(app, registry);
  poolGauge(db, registry);
  backlogGauges(db, registry);

  app.get('/metrics', async (request, reply) => {
    if (!presents(request, token)) return reply.status(401).send({ detail: 'Not authorised.' });
    return reply
      .type(registry.contentType)
      .header('Cache-Control', 'no-store')
      .send(await registry.metrics());
  });
}

function presents(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice(7) : '';
  // Compared as digests so the comparison takes the same time whatever the length given.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return given.length > 0 && timingSafeEqual(digest(given), digest(token));
}

function requestDurations(app: FastifyInstance, registry: PromRegistry): void {
  const histogram = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern and status class',
    labelNames: ['method', 'route', 'status_class'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern (`/api/accounts/:id/`), never the raw address: bounded labels, no ids or tokens.
    const route = request.routeOptions.url ?? 'unmatched';
    histogram.observe(
      { method: request.method, route, status_class: `${Math.floor(reply.statusCode / 100)}xx` },
      reply.elapsedTime / 1000,
    );
  });
}

function poolGauge(db: Db, registry: PromRegistry): void {
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections: total, idle, and requests waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = db.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
}

function backlogGauges(db: Db, registry: PromRegistry): void {
  new Gauge({
    name: 'outbox_messages',
    help: 'Messages (SMS and e-mail) not delivered yet, by delivery status; dead ones wait for staff',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await outboxByStatus(db)) this.set({ status: row.status }, row.n);
    },
  });
  new Gauge({
    name: 'report_jobs',
    help: 'Report jobs (generated_reports) by status',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await reportJobsByStatus(db)) this.set({ status: row.status }, row.n);
    },
  });
}
