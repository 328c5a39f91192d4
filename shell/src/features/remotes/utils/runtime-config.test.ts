import { apiUrl, configureApi, configureRuntime, DEFAULT_TILE_URL, runtimeSettings } from 'shared-ui';
import { registerRemotes } from '@module-federation/runtime';
import { loadRuntimeConfig } from './runtime-config';

jest.mock('@module-federation/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));

function serve(config: unknown) {
  global.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => config }) as unknown as typeof fetch;
}

afterEach(() => {
  document.head.innerHTML = '';
  configureApi({ baseUrl: '' });
  configureRuntime({ tileUrl: DEFAULT_TILE_URL });
});

describe('loadRuntimeConfig', () => {
  it('points the API client, the map tiles and the remotes where the server says', async () => {
    serve({
      apiBaseUrl: 'https://api.lab.example.edu/',
      tileUrl: 'https://tiles.lab.example.edu/{z}/{x}/{y}.png',
      remotes: { mfe_public: '/remotes/mfe-public/remoteEntry.js' },
    });
    await loadRuntimeConfig();
    expect(apiUrl('/api/members')).toBe('https://api.lab.example.edu/api/members');
    expect(runtimeSettings().tileUrl).toBe('https://tiles.lab.example.edu/{z}/{x}/{y}.png');
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_public', entry: '/remotes/mfe-public/remoteEntry.js' }]);
  });

  it('reads the config the server wrote into the page, without asking for /remotes.json', async () => {
    global.fetch = jest.fn() as unknown as typeof fetch;
    document.head.innerHTML = `<script type="application/json" id="runtime-config">${JSON.stringify({
      apiBaseUrl: '',
      tileUrl: 'https://tiles.lab.example.edu/{z}/{x}/{y}.png',
      remotes: { mfe_projects: '/remotes/mfe-projects/remoteEntry.js' },
    })}</script>`;
    await loadRuntimeConfig();
    expect(global.fetch).not.toHaveBeenCalled();
    expect(runtimeSettings().tileUrl).toBe('https://tiles.lab.example.edu/{z}/{x}/{y}.png');
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_projects', entry: '/remotes/mfe-projects/remoteEntry.js' }]);
  });

  it('keeps the default tiles when the server names none', async () => {
    serve({ apiBaseUrl: '', remotes: {} });
    await loadRuntimeConfig();
    expect(runtimeSettings().tileUrl).toBe(DEFAULT_TILE_URL);
  });

  it('fails when the server cannot give the config', async () => {
    global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 503 }) as unknown as typeof fetch;
    await expect(loadRuntimeConfig()).rejects.toThrow('remotes.json: 503');
  });
});
