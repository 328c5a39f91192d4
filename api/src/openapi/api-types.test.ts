import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { useTestApp } from '../testing/test-context.js';
import { API_TYPES_FILE, apiTypes, GENERATE_API_TYPES } from './api-types.js';

const ctx = useTestApp();

/** The first line two texts differ on, from 1; 0 when they are the same. */
function firstDifference(a: string, b: string): number {
  const left = a.split('\n');
  const right = b.split('\n');
  const line = left.findIndex((text, index) => text !== right[index]);
  if (line >= 0) return line + 1;
  return left.length === right.length ? 0 : left.length + 1;
}

describe("the front end's types of the API", () => {
  it('are those of the OpenAPI document the routes make now', async () => {
    const fresh = await apiTypes(ctx.app.swagger());
    const committed = await readFile(API_TYPES_FILE, 'utf8').catch(() => '');
    const line = firstDifference(committed, fresh);
    assert.equal(line, 0, `${API_TYPES_FILE} is stale from line ${line}: run \`${GENERATE_API_TYPES}\` and commit what it writes.`);
  });
});
