// Every route declares its schemas: the shape of each part of the request it reads and of each answer,
// so input is checked before the handler runs, answers carry only declared fields, and the OpenAPI
// document describes the call. Routes are listed from the app itself, so a new route is held to this
// the day it is registered.
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { DOCS_PREFIX, OPENAPI_PATH } from './api-docs.ts';
import { ROUTES_WITHOUT_SCHEMAS } from './routes-without-schemas.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/** What a route's schema leaves out; empty when it declares all it must. */
function gapsOf(route: RouteOptions, method: string): string[] {
  const schema = route.schema as Record<string, unknown> | undefined;
  if (!schema) return ['schema'];
  const gaps: string[] = [];
  const response = (schema.response ?? {}) as Record<string, unknown>;
  const statuses = Object.keys(response).map((status) => status.toLowerCase());
  if (!statuses.some((status) => status.startsWith('2'))) gaps.push('a 2xx answer');
  if (!statuses.includes('4xx') || !statuses.includes('5xx')) gaps.push('the 4xx and 5xx answers');
  if (!Array.isArray(schema.security)) gaps.push('security');
  if (route.url.includes(':') && !schema.params) gaps.push('params');
  if (WITH_BODY.has(method) && !schema.body) gaps.push('body');
  return gaps;
}

/** The API's own routes by "METHOD url": HEAD (answered by GET) and the documentation's pages left out. */
function apiRoutes(routes: RouteOptions[]): { key: string; route: RouteOptions; method: string }[] {
  return routes
    .filter((route) => route.url !== OPENAPI_PATH && !route.url.startsWith(DOCS_PREFIX))
    .flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => method !== 'HEAD')
        .map((method) => ({ key: `${method} ${route.url}`, route, method })),
    );
}

describe('route schemas', () => {
  it('are declared by every route but those listed as not yet converted, and the list only shrinks', () => {
    const all = apiRoutes(t.routes);
    const listed = new Set(ROUTES_WITHOUT_SCHEMAS);
    const lacking = all.filter(({ route, method }) => gapsOf(route, method).length > 0);
    const newlyLacking = lacking
      .filter(({ key }) => !listed.has(key))
      .map(({ key, route, method }) => `${key}: no ${gapsOf(route, method).join(', ')}`);
    expect(newlyLacking, 'routes without their schemas').toEqual([]);
    const converted = all.filter(
      ({ key, route, method }) => listed.has(key) && gapsOf(route, method).length === 0,
    );
    expect(
      converted.map(({ key }) => key),
      'routes that now declare their schemas: take them off ROUTES_WITHOUT_SCHEMAS',
    ).toEqual([]);
    const registered = new Set(all.map(({ key }) => key));
    expect(
      ROUTES_WITHOUT_SCHEMAS.filter((key) => !registered.has(key)),
      'listed routes that no longer exist',
    ).toEqual([]);
    console.info(
      `${all.length} routes: ${all.length - lacking.length} declare their schemas, ${lacking.length} do not yet`,
    );
  });
});
