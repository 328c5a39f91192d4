import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Slots } from './slots.js';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('Slots', () => {
  it('runs at most `size` tasks at once, the rest in the order they came, through failures too', async () => {
    const slots = new Slots(2);
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const results = gates.map((gate, index) =>
      slots.run(async () => {
        started.push(index);
        running += 1;
        most = Math.max(most, running);
        await gate.promise;
        running -= 1;
        if (index === 1) throw new Error('task 1 fails');
        return index;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(started, [0, 1]);
    gates[1]!.resolve();
    await assert.rejects(results[1]!, /task 1 fails/);
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(started, [0, 1, 2]);
    for (const gate of gates) gate.resolve();
    assert.deepEqual(await Promise.all([results[0], results[2], results[3], results[4]]), [0, 2, 3, 4]);
    assert.deepEqual(started, [0, 1, 2, 3, 4]);
    assert.equal(most, 2);
  });
});
