import { rolloutPercent, rolloutSchema, type RolloutValues } from './rollout-schema';

const errorOf = async (values: RolloutValues) => {
  try {
    await rolloutSchema.validate(values);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

it('takes one of the offered shares as it is', async () => {
  for (const share of ['10', '25', '50'] as const) {
    expect(await errorOf({ share, percent: '' })).toBeUndefined();
    expect(rolloutPercent({ share, percent: '70' })).toBe(Number(share));
  }
});

it('takes a typed whole share from 1 to 99', async () => {
  expect(await errorOf({ share: 'other', percent: '1' })).toBeUndefined();
  expect(await errorOf({ share: 'other', percent: '99' })).toBeUndefined();
  expect(rolloutPercent({ share: 'other', percent: '33' })).toBe(33);
});

it('refuses a typed share that is missing, not whole, or out of 1 to 99', async () => {
  expect(await errorOf({ share: 'other', percent: '' })).toBe('Enter a share from 1 to 99 %');
  for (const percent of ['0', '100', '12.5', '-5', 'half']) {
    expect(await errorOf({ share: 'other', percent })).toBe('Enter a whole number from 1 to 99');
  }
});
