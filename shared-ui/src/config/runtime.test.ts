import { configureRuntime, DEFAULT_TILE_URL, runtimeSettings } from './runtime';

describe('runtime settings', () => {
  afterEach(() => configureRuntime({ tileUrl: DEFAULT_TILE_URL }));

  it('starts with OpenStreetMap tiles and takes the server-given URL, ignoring an empty one', () => {
    expect(runtimeSettings().tileUrl).toBe(DEFAULT_TILE_URL);
    configureRuntime({ tileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png' });
    expect(runtimeSettings().tileUrl).toBe('https://tiles.example.org/{z}/{x}/{y}.png');
    configureRuntime({ tileUrl: '' });
    expect(runtimeSettings().tileUrl).toBe('https://tiles.example.org/{z}/{x}/{y}.png');
  });
});
