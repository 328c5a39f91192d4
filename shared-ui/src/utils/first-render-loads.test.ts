import { firstRenderLoadsSettled, neededForFirstRender } from './first-render-loads';

describe('first render loads', () => {
  it('settles at once when nothing was recorded', async () => {
    await expect(firstRenderLoadsSettled()).resolves.toBeUndefined();
  });

  it('waits for every recorded load, failed ones and ones recorded meanwhile included', async () => {
    const order: string[] = [];
    let arriveFirst!: () => void;
    let failLater!: (error: Error) => void;
    neededForFirstRender(new Promise<void>((resolve) => (arriveFirst = resolve)));
    const waiting = firstRenderLoadsSettled().then(() => order.push('settled'));
    const later = new Promise<void>((_, reject) => (failLater = reject));
    later.catch(() => undefined);
    neededForFirstRender(later);
    arriveFirst();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual([]);
    order.push('failed');
    failLater(new Error('chunk failed'));
    await waiting;
    expect(order).toEqual(['failed', 'settled']);
  });
});
