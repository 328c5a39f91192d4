/**
 * @jest-environment node
 */
import { authApi } from './auth';
import { highlightsApi, resourcesApi, signupTokensApi, snapshotsApi } from './content';
import { membersApi, profileApi, teamsApi } from './members';

/**
 * Every call of spec section 7, with the method, path and body the API expects, and the part
 * of the reply each function hands back. Replies are shaped as the API's schemas shape them.
 */
let calls: { url: string; method: string; body: unknown }[] = [];

function replyWith(body: unknown) {
  calls = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const raw = init?.body;
    calls.push({ url: String(url), method: init?.method ?? 'GET', body: typeof raw === 'string' ? JSON.parse(raw) : raw });
    return new Response(JSON.stringify(body), { status: 200 });
  }) as typeof fetch;
}

const member = { _id: 'm1', username: 'ada', name: { firstname: 'Ada', lastname: 'L' }, blurb: '', isAlumni: false, profilePic: null, positions: [] };

it.each([
  ['session check', () => authApi.session(), { data: null, message: 'Not logged in' }, 'GET', '/api/tokens/access_token', undefined, { data: null, message: 'Not logged in' }],
  ['login', () => authApi.login('ada', 'pw12345678'), { data: { username: 'ada', permissions: [] }, message: 'ok' }, 'POST', '/api/users/login', { username: 'ada', password: 'pw12345678' }, { data: { username: 'ada', permissions: [] }, message: 'ok' }],
  ['logout', () => authApi.logout(), { message: 'bye' }, 'POST', '/api/users/logout', undefined, { message: 'bye' }],
  ['members', () => membersApi.list(), { data: [member] }, 'GET', '/api/members', undefined, [member]],
  ['profile', () => profileApi.get('ada b'), { data: member }, 'GET', '/api/users/updateUser/ada%20b', undefined, member],
  ['password', () => profileApi.changePassword('old', 'newpassword'), { message: 'ok' }, 'PATCH', '/api/users/changePassword', { currentPassword: 'old', newPassword: 'newpassword' }, { message: 'ok' }],
  ['team list', () => teamsApi.list({ project: 'NOVA', isAlumni: false }), { data: [member] }, 'GET', '/api/teams?project=NOVA&isAlumni=false', undefined, [member]],
  ['team member', () => teamsApi.get('m1'), { data: member }, 'GET', '/api/teams/m1', undefined, member],
  ['team update', () => teamsApi.update(member), { data: member }, 'PUT', '/api/teams', member, member],
  ['snapshots', () => snapshotsApi.list(), { data: [] }, 'GET', '/api/snapshots', undefined, []],
  ['snapshot filters', () => snapshotsApi.filters(), { filters: { author: [], project: [], categories: [] } }, 'GET', '/api/snapshots/filters', undefined, { author: [], project: [], categories: [] }],
  ['snapshot', () => snapshotsApi.get('s1'), { data: { _id: 's1' } }, 'GET', '/api/snapshots/s1', undefined, { _id: 's1' }],
  ['snapshot delete', () => snapshotsApi.remove('s1'), { message: 'ok' }, 'DELETE', '/api/snapshots/s1', undefined, { message: 'ok' }],
  ['resources', () => resourcesApi.list(), { data: [] }, 'GET', '/api/resources', undefined, []],
  ['resource categories', () => resourcesApi.categories(), { data: { date: ['2026'], category: ['COGS 402'] } }, 'GET', '/api/resources/categories', undefined, { date: ['2026'], category: ['COGS 402'] }],
  ['resource update', () => resourcesApi.update('r1', { title: 'T' }), { data: { _id: 'r1' }, message: 'ok' }, 'PATCH', '/api/resources/r1', { title: 'T' }, { data: { _id: 'r1' }, message: 'ok' }],
  ['highlights', () => highlightsApi.list(), { data: [] }, 'GET', '/api/highlights', undefined, []],
  ['highlight', () => highlightsApi.get('h1'), { data: { _id: 'h1' } }, 'GET', '/api/highlights/h1', undefined, { _id: 'h1' }],
  ['token list', () => signupTokensApi.list(), { data: [] }, 'GET', '/api/signup-tokens', undefined, []],
  ['token rotation', () => signupTokensApi.rotate('co-pilot'), { data: { tokenKey: 'co-pilot', token: 't' } }, 'POST', '/api/signup-tokens/co-pilot/rotate', undefined, { tokenKey: 'co-pilot', token: 't' }],
])('%s', async (_name, call, reply, method, url, body, result) => {
  replyWith(reply);
  await expect((call as () => Promise<unknown>)()).resolves.toEqual(result);
  expect(calls).toEqual([{ url, method, body }]);
});

it('sign-up, snapshot writes and resource creation send the bodies of spec section 7', async () => {
  replyWith({ data: {} });
  const signup = { firstname: 'A', lastname: 'B', email: 'a@b.org', project: 'NOVA', position: 'Co-pilot', username: 'abcd', password: 'pw12345678', token: 't', tokenKey: 'co-pilot' };
  await authApi.signup(signup);
  const entry = { title: 'T', project: 'NOVA', categories: ['Other'], descriptions: ['D'], hyperlinks: [], contributors: [], date: '2026-01-01T00:00:00.000Z' };
  await snapshotsApi.create(entry);
  await snapshotsApi.update('s1', entry);
  const resource = { title: 'T', category: { main: 'COGS 402', sub: '' }, author: 'A', resource_link: 'https://x.org' };
  await resourcesApi.create(resource);
  expect(calls.map(({ method, url, body }) => [method, url, body])).toEqual([
    ['POST', '/api/users/create', signup],
    ['POST', '/api/snapshots', entry],
    ['PUT', '/api/snapshots/s1', entry],
    ['POST', '/api/resources', resource],
  ]);
});

it('sends the profile as the multipart form it is given', async () => {
  replyWith({ data: member, message: 'Changes Successfully Saved' });
  const form = new FormData();
  form.append('name', JSON.stringify({ firstname: 'Ada', lastname: 'L' }));
  await expect(profileApi.update(form)).resolves.toEqual({ data: member, message: 'Changes Successfully Saved' });
  expect(calls[0]).toEqual({ url: '/api/users/updateUser', method: 'PATCH', body: form });
});

it('resets a password with the token of a reset link, without a session', async () => {
  replyWith({ message: 'Your password has been changed. You can log in now.' });
  await expect(authApi.resetPassword('tok-1', 'a new password')).resolves.toEqual({
    message: 'Your password has been changed. You can log in now.',
  });
  expect(calls).toEqual([{ url: '/api/users/reset-password', method: 'POST', body: { token: 'tok-1', newPassword: 'a new password' } }]);
});
