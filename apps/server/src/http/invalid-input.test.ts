// What a client sent that breaks a call's contract answers 400 in the spec's shape, byte for byte as the
// web app and the error catalogue read it, whether the route's schema or its handler checks the input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../testing/http.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t.app, 'investor@demo.test');
});
afterAll(async () => {
  await t?.close();
});

const JSON_TYPE = 'application/json; charset=utf-8';
const asJson = { 'content-type': 'application/json' };

describe('a sign-in with a body that breaks its contract', () => {
  it('names each missing field with its message', async () => {
    const answer = await call(t.app, '/api/auth/login/', { body: {} });
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toBe(JSON_TYPE);
    expect(answer.text).toBe('{"email":["This field is required"],"password":["This field is required"]}');
  });

  it('reads values of the wrong type as missing, with the same messages', async () => {
    const answer = await call(t.app, '/api/auth/login/', { body: { email: 5, password: ['x'] } });
    expect(answer.status).toBe(400);
    expect(answer.text).toBe('{"email":["This field is required"],"password":["This field is required"]}');
  });

  it('reads no body at all as an empty form', async () => {
    const answer = await call(t.app, '/api/auth/login/', { method: 'POST' });
    expect(answer.status).toBe(400);
    expect(answer.text).toBe('{"email":["This field is required"],"password":["This field is required"]}');
  });

  it('refuses a JSON null as a whole-form error', async () => {
    const answer = await call(t.app, '/api/auth/login/', { body: 'null', headers: asJson });
    expect(answer.status).toBe(400);
    expect(answer.text).toBe('{"non_field_errors":["Invalid input: expected object, received null"]}');
  });

  it('refuses a NUL character in a field with the format message', async () => {
    const answer = await call(t.app, '/api/auth/login/', {
      body: { email: 'a\u0000@x.com', password: 'x' },
    });
    expect(answer.status).toBe(400);
    expect(answer.text).toBe('{"email":["Email format is not valid"]}');
  });

  it('answers a body that is not JSON with the could-not-be-read message', async () => {
    const answer = await call(t.app, '/api/auth/login/', { body: '{bad', headers: asJson });
    expect(answer.status).toBe(400);
    expect(answer.text).toBe('{"detail":"The request could not be read."}');
  });
});

describe('a call that needs a session, with a body that breaks its contract', () => {
  it('answers 401 without a session: who calls is checked before what they sent', async () => {
    const answer = await call(t.app, '/api/auth/password-change/', { body: {} });
    expect(answer.status).toBe(401);
    expect(answer.text).toBe('{"detail":"Authentication credentials were not provided."}');
  });

  it('answers 400 with the field messages when signed in', async () => {
    const answer = await call(t.app, '/api/auth/password-change/', { body: {}, token });
    expect(answer.status).toBe(400);
    expect(answer.text).toBe(
      '{"old_password":["This field is required"],"new_password1":["This field is required"],"new_password2":["This field is required"]}',
    );
  });

  it("answers zod's text for a value of the wrong type the contract gives no wording for", async () => {
    const answer = await call(t.app, '/api/profiles/my/update-onboarding-status/', {
      body: { key: 7 },
      token,
    });
    expect(answer.status).toBe(400);
    expect(answer.text).toBe('{"key":["Invalid input: expected string, received number"]}');
  });
});
