import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../testing/http.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Operation = { security?: unknown; requestBody?: unknown; responses?: Record<string, unknown> };

describe('the OpenAPI document at /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const answer = await call(t.app, '/api/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.json.openapi).toBe('3.1.0');
    // Validated against the OpenAPI 3.1 schema, every $ref resolved.
    await expect(SwaggerParser.validate(structuredClone(answer.json))).resolves.toBeTruthy();
  });

  it('describes the Authorization: Token <key> scheme, and which calls need it', async () => {
    const { json } = await call(t.app, '/api/openapi.json');
    expect(json.components.securitySchemes.token).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'Authorization',
    });
    const login: Operation = json.paths['/api/auth/login/'].post;
    const logout: Operation = json.paths['/api/auth/logout/'].post;
    expect(login.security).toEqual([]);
    expect(logout.security).toEqual([{ token: [] }]);
  });

  it("lists a call's body, its answer and its error answers", async () => {
    const { json } = await call(t.app, '/api/openapi.json');
    const login: Operation = json.paths['/api/auth/login/'].post;
    const body = JSON.stringify(login.requestBody);
    expect(body).toContain('"email"');
    expect(body).toContain('"password"');
    expect(Object.keys(login.responses ?? {})).toEqual(expect.arrayContaining(['200', '4XX', '5XX']));
    expect(JSON.stringify(login.responses?.['200'])).toContain('"key"');
  });

  it('lists every route of the app, and neither itself nor the reference page', async () => {
    const { json } = await call(t.app, '/api/openapi.json');
    // A WebSocket upgrade is no request/answer operation: OpenAPI has no words for it.
    const documented = t.routes.filter((route) => !route.schema?.hide && !route.websocket);
    const operations = Object.values(json.paths as Record<string, Record<string, unknown>>).flatMap((item) =>
      Object.keys(item),
    );
    expect(operations.length).toBeGreaterThan(0);
    for (const route of documented) {
      const methods = [route.method].flat().filter((method) => method !== 'HEAD');
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      for (const method of methods)
        expect(json.paths[path]?.[method.toLowerCase()], `${method} ${route.url}`).toBeDefined();
    }
    expect(json.paths['/api/openapi.json']).toBeUndefined();
    expect(Object.keys(json.paths).some((path) => path.startsWith('/api/docs'))).toBe(false);
  });
});

describe('the API reference page at /api/docs/', () => {
  it('is an HTML page that loads its scripts from this server and reads the document', async () => {
    const page = await call(t.app, '/api/docs/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('swagger-initializer.js');
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    const initializer = await call(t.app, '/api/docs/static/swagger-initializer.js');
    expect(initializer.status).toBe(200);
    const bundle = await call(t.app, '/api/docs/static/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    const document = await call(t.app, '/api/docs/json');
    expect(document.status).toBe(200);
    expect(document.json.openapi).toBe('3.1.0');
  });
});

describe('with the documentation turned off (API_DOCS=off, the default in production)', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ apiDocs: false });
  });
  afterAll(async () => {
    await off?.close();
  });

  it('serves neither the document nor the page', async () => {
    expect((await call(off.app, '/api/openapi.json')).status).toBe(404);
    expect((await call(off.app, '/api/docs/')).status).toBe(404);
  });

  it('still checks input with the routes schemas', async () => {
    const answer = await call(off.app, '/api/auth/login/', { body: {} });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      email: ['This field is required'],
      password: ['This field is required'],
    });
  });
});
