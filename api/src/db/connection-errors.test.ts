import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isDatabaseUnavailable } from './connection-errors.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows refused and cut connections, server shutdown and start-up, full connection tables', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006'),
      withCode('53300', 'sorry, too many clients already'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Failed query: select 1', { cause: withCode('ECONNREFUSED') }),
      new AggregateError([withCode('ECONNREFUSED')]),
    ]) {
      assert.equal(isDatabaseUnavailable(error), true, String(error));
    }
  });

  it('leaves query errors and bugs alone', () => {
    for (const error of [withCode('23505'), withCode('22021'), new Error('relation "x" does not exist'), new TypeError('x is undefined'), undefined]) {
      assert.equal(isDatabaseUnavailable(error), false, String(error));
    }
  });
});
