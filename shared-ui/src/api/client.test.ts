/**
 * @jest-environment node
 */
import { ApiError, configureApi, errorMessage, NO_CONNECTION, request } from './client';

/** A fetch that answers like the API: `status` and a JSON body (or raw text). */
function answer(status: number, body?: unknown) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return jest.fn().mockResolvedValue(new Response(text, { status, statusText: status === 404 ? 'Not Found' : '' }));
}

afterEach(() => configureApi({ baseUrl: '' }));

describe('request', () => {
  it('sends JSON with the session cookie, to the same origin by default', async () => {
    const fetchMock = answer(200, { data: { ok: true } });
    global.fetch = fetchMock;
    await expect(request('POST', '/api/snapshots', { json: { title: 'T' } })).resolves.toEqual({ data: { ok: true } });
    expect(fetchMock).toHaveBeenCalledWith('/api/snapshots', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: '{"title":"T"}',
    });
  });

  it('sends a form as multipart, letting the browser set its boundary', async () => {
    const fetchMock = answer(200, {});
    global.fetch = fetchMock;
    const form = new FormData();
    form.append('username', 'ada');
    await request('PATCH', '/api/users/updateUser', { form });
    const [, init] = fetchMock.mock.calls[0];
    expect(init.headers).toBeUndefined();
    expect(init.body).toBe(form);
  });

  it('uses the base URL of the runtime config', async () => {
    const fetchMock = answer(200, {});
    global.fetch = fetchMock;
    configureApi({ baseUrl: 'https://api.lab.example.org/' });
    await request('GET', '/api/members');
    expect(fetchMock.mock.calls[0][0]).toBe('https://api.lab.example.org/api/members');
  });

  it('turns an error reply into ApiError with its status, message and errCode', async () => {
    global.fetch = answer(409, { statusCode: 409, message: 'That username is taken. Try another one.', errCode: 'AUTH001' });
    const error = await request('POST', '/api/users/create', { json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, errCode: 'AUTH001', message: 'That username is taken. Try another one.' });
  });

  it("keeps the problems of a refused remote version, none for other errors", async () => {
    const problems = ['remoteEntry.js is missing.', 'The route /team is already drawn by mfe-public.'];
    global.fetch = answer(400, { statusCode: 400, error: 'Bad Request', message: 'Version refused: 2 problems.', problems });
    await expect(request('POST', '/api/remotes/mfe-timeline/activate')).rejects.toMatchObject({ status: 400, problems });
    global.fetch = answer(404, { statusCode: 404, message: 'No remote named "x".' });
    await expect(request('GET', '/api/remotes/x/deploy-tokens')).rejects.toMatchObject({ problems: [] });
  });

  it('falls back to the status text when an error reply has no JSON message', async () => {
    global.fetch = answer(404, '<html>not json</html>');
    await expect(request('GET', '/api/x')).rejects.toMatchObject({ status: 404, message: 'Not Found' });
  });

  it('reports an unreachable server as status 0 with the spec text', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(request('GET', '/api/members')).rejects.toMatchObject({ status: 0, message: NO_CONNECTION });
    expect(NO_CONNECTION).toBe('Failed to connect to server');
  });

  it('resolves an empty reply as undefined', async () => {
    global.fetch = answer(200);
    await expect(request('POST', '/api/users/logout')).resolves.toBeUndefined();
  });
});

describe('errorMessage', () => {
  it('reads errors and anything else thrown', () => {
    expect(errorMessage(new ApiError('Resource not found', 404))).toBe('Resource not found');
    expect(errorMessage('plain text')).toBe('plain text');
  });
});
