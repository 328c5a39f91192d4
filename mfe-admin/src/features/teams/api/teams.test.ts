/**
 * @jest-environment node
 */
import { firstRequest, member, replyWith } from 'shared-ui/testing';
import { teamsApi } from './teams';

const ada = member('m1', 'Ada Lovelace', [{ position: 'Co-Pilot', project: 'NOVA' }]);

it("lists a project's members, active or alumni", async () => {
  const fetch = replyWith(200, { data: [ada] });
  await expect(teamsApi.list({ project: 'NOVA', isAlumni: false })).resolves.toEqual([ada]);
  expect(firstRequest(fetch)).toEqual({ url: '/api/teams?project=NOVA&isAlumni=false', method: 'GET', body: undefined });
});

it('reads one member by id', async () => {
  const fetch = replyWith(200, { data: ada });
  await expect(teamsApi.get('m1')).resolves.toEqual(ada);
  expect(firstRequest(fetch)).toEqual({ url: '/api/teams/m1', method: 'GET', body: undefined });
});

it('sends the whole member back, and answers it as saved', async () => {
  const body = { ...ada, positions: [{ position: 'Co-Pilot' as const, project: 'NOVA' as const }] };
  const fetch = replyWith(200, { data: body });
  await expect(teamsApi.update(body)).resolves.toEqual(body);
  expect(firstRequest(fetch)).toEqual({ url: '/api/teams', method: 'PUT', body });
});
