import { describe, expect, it } from 'vitest';
import { AppError, errorAnswerOf } from './errors.ts';

const withCode = (code: string, message = 'database error') => Object.assign(new Error(message), { code });
const GENERIC = { detail: 'Looks like something went wrong' };

describe('the answer to a failed call', () => {
  it('is 503 with the generic message when the database cannot be reached or did not answer in time', () => {
    const unavailable = [
      withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      withCode('ECONNRESET', 'read ECONNRESET'),
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
      new Error('Client has encountered a connection error and is not queryable'),
      withCode('08006', 'connection failure'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('57014', 'canceling statement due to statement timeout'),
      new Error('wrapped', { cause: new Error('Connection terminated unexpectedly') }),
    ];
    for (const error of unavailable)
      expect(errorAnswerOf(error), String(error)).toEqual({ status: 503, body: GENERIC });
  });

  it('is 500 for any other failure, the database refusing a statement included', () => {
    for (const error of [
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('42P01', 'relation "x" does not exist'),
      new TypeError('x is undefined'),
    ])
      expect(errorAnswerOf(error)).toEqual({ status: 500, body: GENERIC });
  });

  it("is the service's own answer for an AppError", () => {
    expect(errorAnswerOf(new AppError(404, { detail: 'Not found.' }))).toEqual({
      status: 404,
      body: { detail: 'Not found.' },
    });
  });
});
