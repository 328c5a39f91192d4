/**
 * @jest-environment node
 */
import { authApi } from './auth';
import { highlightsApi } from './highlights';
import { membersApi, profileApi } from './members';

/**
 * The calls of spec section 7 that shared-ui holds, with the method, path and body the API
 * expects, and the part of the reply each function hands back. Replies are shaped as the API's
 * schemas shape them; the other calls are tested beside them, in the package that makes them.
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
  ['highlights', () => highlightsApi.list(), { data: [] }, 'GET', '/api/highlights', undefined, []],
  ['highlight', () => highlightsApi.get('h1'), { data: { _id: 'h1' } }, 'GET', '/api/highlights/h1', undefined, { _id: 'h1' }],
])('%s', async (_name, call, reply, method, url, body, result) => {
  replyWith(reply);
  await expect((call as () => Promise<unknown>)()).resolves.toEqual(result);
  expect(calls).toEqual([{ url, method, body }]);
});

it('sign-up sends the body of spec section 7', async () => {
  replyWith({ data: {} });
  const signup = { firstname: 'A', lastname: 'B', email: 'a@b.org', project: 'NOVA' as const, position: 'Co-pilot', username: 'abcd', password: 'pw12345678', token: 't', tokenKey: 'co-pilot' as const };
  await authApi.signup(signup);
  expect(calls).toEqual([{ url: '/api/users/create', method: 'POST', body: signup }]);
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
