// Lint for the whole repository, with the boundaries of the design enforced:
// a remote imports only itself and shared-ui; nothing imports the shell; only the API's own
// code imports the API.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { layout } from './config/eslint-layout.mjs';
import remoteList from './config/remotes.json' with { type: 'json' };

const REMOTES = remoteList.map((remote) => remote.package);

// Libraries that module federation does not share whole (config/federation.cjs): importing them
// anywhere else would put a second copy, with its own state, in the page.
const ROUTER = { regex: '^react-router(-dom)?(/.*)?$', message: "Import the router from 'shared-ui/router': one router in the page, only what is used." };
const BOOTSTRAP = { regex: '^react-bootstrap(/.*)?$', message: "Import Bootstrap components from 'shared-ui/bootstrap' (alerts from 'shared-ui/alerts', form controls from 'shared-ui/form-controls', navs and list groups from 'shared-ui/widgets'; dialogs, drawers, dropdowns and toasts from 'shared-ui/overlays'): one copy in the page." };
const RXJS = { regex: '^rxjs(/.*)?$', message: "rxjs is shared-ui's: use the bus and its hooks from 'shared-ui'." };
const REDUX = { regex: '^(@reduxjs/toolkit|react-redux)(/.*)?$', message: "Redux is the shell's state: remotes talk to it over the bus from 'shared-ui'." };

// Who may call an API route is its `config.access`; only the access plugin applies the guards (plugins/access.ts).
const OWN_GUARD = {
  selector: 'Identifier[name=/^require(Member|Admin|Deployer)$/]',
  message: "Declare who may call a route with config: { access: 'public' | 'member' | 'admin' | 'deploy-token' }: the access plugin (api/src/plugins/access.ts) applies the check, documents it and lists the route for the authorization matrix.",
};

// The bus's writer is the host's: a remote that published auth would speak for the shell.
const BUS_HOST = { name: 'shared-ui', importNames: ['busHost'], message: "busHost is the shell's: a remote reads auth$ and sends commands through bus." };

/** `no-restricted-imports` patterns that forbid importing these packages, by name or by path. */
function forbid(packages, why, libraries = [ROUTER, BOOTSTRAP, RXJS, REDUX], paths = []) {
  return {
    'no-restricted-imports': [
      'error',
      {
        paths,
        patterns: [
          { regex: `^(${packages.join('|')})(/.*)?$`, message: why },
          // Another package's files, reached by a relative path: ../../shell/src/...
          ...packages.map((name) => ({ group: [`**/${name}/src`, `**/${name}/src/**`, `**/${name}/dist/**`], message: why })),
          ...libraries,
        ],
      },
    ],
  };
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.tsbuild/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'api/drizzle/**', '**/@mf-types/**'] },
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
      undefined,
      [BUS_HOST],
    ),
  })),
  { files: ['shell/src/**'], rules: forbid(['api', ...REMOTES], 'The shell knows remotes only through module federation.', [ROUTER, BOOTSTRAP, RXJS]) },
  { files: ['shared-ui/src/**'], rules: forbid(['shell', 'api', ...REMOTES], 'shared-ui depends on no app.', [ROUTER, BOOTSTRAP, REDUX]) },
  { files: ['shared-ui/src/router.ts', 'shared-ui/src/server-router.ts'], rules: forbid(['shell', 'api', ...REMOTES], 'shared-ui depends on no app.', [BOOTSTRAP, REDUX]) },
  // ConfirmDialog is part of shared-ui/overlays, which is where its Modal comes from.
  { files: ['shared-ui/src/bootstrap.ts', 'shared-ui/src/form-controls.ts', 'shared-ui/src/alerts.ts', 'shared-ui/src/widgets.ts', 'shared-ui/src/overlays.ts', 'shared-ui/src/components/ConfirmDialog.tsx'], rules: forbid(['shell', 'api', ...REMOTES], 'shared-ui depends on no app.', [ROUTER, REDUX]) },
  { files: ['api/src/**'], rules: forbid(['shell', ...REMOTES], 'The API knows nothing of the front end.') },
  { files: ['e2e/**'], rules: forbid(['shell', ...REMOTES], 'Browser tests use the site as a person does.') },
  // One layout in every front-end app: features in api/components/hooks/utils, none importing another.
  { files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'shared-ui/src/**/*.{ts,tsx}'], plugins: { layout }, rules: { 'layout/feature-layout': 'error' } },
  // In a remote's feature, whatever talks to the server (the *Api clients, the client's request and
  // read, useLoad) sits in api/.
  {
    files: ['mfe-*/src/features/*/{hooks,utils}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='shared-ui'] > ImportSpecifier[imported.name=/^([a-z][A-Za-z]*Api|useLoad|request|read)$/], ImportDeclaration[source.value=/\\/api\\//] > ImportSpecifier[imported.name=/^[a-z][A-Za-z]*Api$/]",
          message: "A hook or helper that calls the API sits in the feature's api/ folder; hooks/ holds UI hooks, utils/ pure logic.",
        },
      ],
    },
  },
  // Who may call a route is its `config.access`, applied by one plugin: no route applies a guard of its own
  // (the plugins folder, where the session plugin defines the guards and the access plugin applies them, has its own rule).
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/plugins/*.ts', 'api/src/registry/deployer.ts', 'api/src/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', OWN_GUARD] },
  },
  // The API's plugins folder holds Fastify plugins only (fastify/demo's layout): helpers live beside what uses them.
  {
    files: ['api/src/plugins/*.ts'],
    ignores: ['api/src/plugins/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Program:not(:has(ExportDefaultDeclaration > CallExpression[callee.name='fp']))",
          message: 'api/src/plugins/ holds Fastify plugins only: a file here default-exports fp(...). Put helpers in remotes/, services/, cache/ or validation/.',
        },
        {
          selector: "CallExpression[callee.name='fp']:not([arguments.1]), CallExpression[callee.name='fp'] > ObjectExpression:not(:has(> Property[key.name='name']))",
          message: "A plugin names itself (fp(plugin, { name, dependencies })): Fastify then checks the plugins it depends on are registered, and says which is missing.",
        },
      ],
    },
  },
);
