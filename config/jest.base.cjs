// The Jest config of every front-end package.
const path = require('node:path');

module.exports = function jestConfig(dir) {
  return {
    rootDir: dir,
    testEnvironment: 'jsdom',
    // CI runs these on two shared cores beside other packages' runs, several times slower than a
    // workstation: a test that types into a form can pass 5 s there without anything being wrong.
    testTimeout: 20_000,
    roots: ['<rootDir>/src'],
    transform: {
      '^.+\\.tsx?$': [
        'ts-jest',
        { tsconfig: { jsx: 'react-jsx', module: 'commonjs', esModuleInterop: true, isolatedModules: true }, diagnostics: false },
      ],
      // react-leaflet and typebox (the route manifest's schema) ship ES modules only; Jest runs
      // CommonJS, so those files are compiled too.
      '^.+/node_modules/(react-leaflet|@react-leaflet/core|typebox)/.+\\.m?js$': [
        'ts-jest',
        { tsconfig: { allowJs: true, module: 'commonjs', esModuleInterop: true, isolatedModules: true }, diagnostics: false },
      ],
    },
    transformIgnorePatterns: ['/node_modules/(?!(react-leaflet|@react-leaflet/core|typebox)/)'],
    moduleNameMapper: {
      '^shared-ui$': path.join(__dirname, '../shared-ui/src/index.ts'),
      '^shared-ui/testing$': path.join(__dirname, '../shared-ui/src/testing/index.ts'),
      '^shared-ui/(router|forms|dates|bootstrap|form-controls|alerts|widgets|overlays|constants)$': path.join(__dirname, '../shared-ui/src/$1.ts'),
      '^shared-ui/(page-document|route-manifest|route-table|safe-link)$': path.join(__dirname, '../shared-ui/src/routing/$1.ts'),
      '\\.css$': 'identity-obj-proxy',
      '\\.(png|jpe?g|gif|svg|webp)$': path.join(__dirname, 'jest.file-stub.cjs'),
    },
    setupFiles: [path.join(__dirname, 'jest.polyfills.cjs')],
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.cjs')],
  };
};
