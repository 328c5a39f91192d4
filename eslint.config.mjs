// Lint for the whole repository, with the boundaries of the design enforced:
// a remote imports only itself and shared-ui; nothing imports the shell; only the API's own
// code imports the API.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const REMOTES = ['mfe-public', 'mfe-projects', 'mfe-members', 'mfe-timeline', 'mfe-admin'];

/** `no-restricted-imports` patterns that forbid importing these packages, by name or by path. */
function forbid(packages, why) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: `^(${packages.join('|')})(/.*)?$`, message: why },
          // Another package's files, reached by a relative path: ../../shell/src/...
          ...packages.map((name) => ({ group: [`**/${name}/src`, `**/${name}/src/**`, `**/${name}/dist/**`], message: why })),
        ],
      },
    ],
  };
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.tsbuild/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'api/drizzle/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', __dirname: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shared-ui/src/**', 'shell/src/**', 'mfe-*/src/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/src/**`],
    rules: forbid(
      ['shell', 'api', ...REMOTES.filter((other) => other !== remote)],
      'A remote imports only its own files and shared-ui.',
    ),
  })),
  { files: ['shell/src/**'], rules: forbid(['api', ...REMOTES], 'The shell knows remotes only through module federation.') },
  { files: ['shared-ui/src/**'], rules: forbid(['shell', 'api', ...REMOTES], 'shared-ui depends on no app.') },
  { files: ['api/src/**'], rules: forbid(['shell', ...REMOTES], 'The API knows nothing of the front end.') },
  { files: ['e2e/**'], rules: forbid(['shell', ...REMOTES], 'Browser tests use the site as a person does.') },
);
