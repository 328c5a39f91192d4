import { POSITION_RANK } from './positions';

describe('POSITION_RANK', () => {
  it('is the rank order of spec section 6, word for word, highest first', () => {
    expect(POSITION_RANK).toEqual([
      'principal investigator',
      'lab secondary',
      'project lead',
      'coding team lead',
      'lab manager',
      'assistant lab manager',
      'social coordinator',
      'workshop coordinator',
      'project manager',
      'lead developer',
      'project secondary',
      'research assistant (co-lead)',
      'research assistant',
      'co-pilot',
      'volunteer',
      '402 student',
    ]);
  });
});
