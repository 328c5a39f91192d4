import { registerRemotes } from '@module-federation/enhanced/runtime';
import { registerRuntimeRemotes } from './register-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

describe('registerRuntimeRemotes', () => {
  it('registers each remote once, so a second registration cannot drop a remote already loading', () => {
    registerRuntimeRemotes({ mfe_public: '/remotes/mfe-public/mf-manifest.json' });
    registerRuntimeRemotes({ mfe_public: '/remotes/mfe-public/mf-manifest.json', mfe_projects: 'https://cdn.example.org/projects/mf-manifest.json' });
    registerRuntimeRemotes({ mfe_public: '/remotes/mfe-public/mf-manifest.json' });
    expect(jest.mocked(registerRemotes).mock.calls).toEqual([
      [[{ name: 'mfe_public', entry: 'http://localhost/remotes/mfe-public/mf-manifest.json' }]],
      [[{ name: 'mfe_projects', entry: 'https://cdn.example.org/projects/mf-manifest.json' }]],
    ]);
  });
});
