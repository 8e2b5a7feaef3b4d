import { describe, expect, it } from 'vitest';
import { makeProfile, mockServer, takeContractViolations } from './mock-server';

const answer = async (path: string, init?: RequestInit) => {
  const response = await fetch(path, init);
  return { status: response.status, violations: takeContractViolations() };
};

describe('the fake server checks every answer against the contract', () => {
  it('lets an answer the server could give through', async () => {
    mockServer({ 'GET /api/profiles/my/': { body: makeProfile({ first_name: 'Ava' }) } });
    expect(await answer('/api/profiles/my/')).toEqual({ status: 200, violations: [] });
  });

  it('fails a body with a field the server would strip', async () => {
    mockServer({ 'GET /api/profiles/my/': { body: { ...makeProfile(), nickname: 'Liv' } } });
    const { violations } = await answer('/api/profiles/my/');
    expect(violations).toHaveLength(1);
    expect(violations[0]).toContain('GET /api/profiles/my/ answered 200 with a body that does not match');
    expect(violations[0]).toContain("must NOT have additional properties 'nickname'");
  });

  it('fails a field of the wrong type, naming where it is', async () => {
    mockServer({ 'GET /api/profiles/my/': { body: makeProfile({ user_id: '7' as unknown as number }) } });
    const { violations } = await answer('/api/profiles/my/');
    expect(violations[0]).toContain('/user_id must be number');
  });

  it('matches a concrete path to its template', async () => {
    mockServer({ 'GET /api/ipm/reports/abc-123/favorite-config/': { body: { wrong: true } } });
    const { violations } = await answer('/api/ipm/reports/abc-123/favorite-config/');
    expect(violations[0]).toContain('/api/ipm/reports/{');
  });

  it('checks an error answer against the one error shape, even for a call that declares none', async () => {
    mockServer({ 'GET /api/profiles/my/': { status: 400, body: { detail: 42 } } });
    const { violations } = await answer('/api/profiles/my/');
    expect(violations[0]).toContain('/detail must be string');
    mockServer({ 'GET /api/profiles/my/': { status: 400, body: { email: ['Enter a valid email'] } } });
    expect((await answer('/api/profiles/my/')).violations).toEqual([]);
  });

  it('refuses an answer for an operation the contract does not have', () => {
    expect(() => mockServer({ 'GET /api/no-such-call/': { body: {} } })).toThrow(
      "The fake server has an answer for 'GET /api/no-such-call/', an operation packages/contracts/openapi.json does not have",
    );
    const server = mockServer();
    expect(() => server.on('DELETE /api/profiles/my/', { body: {} })).toThrow(/does not have/);
  });
});
