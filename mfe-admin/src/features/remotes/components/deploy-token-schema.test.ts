import { deployTokenBody, deployTokenSchema, TEAM_ERROR, type DeployTokenValues } from './deploy-token-schema';

const errorOf = async (values: DeployTokenValues) => {
  try {
    await deployTokenSchema.validate(values);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

it('takes a team of 1 to 60 characters, spaces around it aside', async () => {
  expect(await errorOf({ label: 'T', mayActivate: false })).toBeUndefined();
  expect(await errorOf({ label: 'x'.repeat(60), mayActivate: true })).toBeUndefined();
  expect(await errorOf({ label: `  ${'x'.repeat(60)}  `, mayActivate: false })).toBeUndefined();
});

it('refuses a missing, blank or too long team with one sentence', async () => {
  for (const label of ['', '   ', 'x'.repeat(61)]) {
    expect(await errorOf({ label, mayActivate: false })).toBe(TEAM_ERROR);
  }
  expect(TEAM_ERROR).toBe('Name the team that will use this token, in 1 to 60 characters.');
});

it('sends the team trimmed, and whether the token may activate', () => {
  expect(deployTokenBody({ label: '  Timeline team ', mayActivate: true })).toEqual({ label: 'Timeline team', mayActivate: true });
  expect(deployTokenBody({ label: 'Timeline team', mayActivate: false })).toEqual({ label: 'Timeline team', mayActivate: false });
});
