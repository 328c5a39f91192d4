// The layout rules as the project's ESLint config applies them, on files written for the test:
// each must fail what it forbids and pass what the project does.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

const ROOT = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

async function problems(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.map((message) => message.ruleId);
}

const PEOPLE = 'mfe-public/src/features/people/components/PeopleCard.tsx';

describe('lint: no feature reaches into another', () => {
  it('passes an import from its own feature and from a shared folder', async () => {
    assert.deepEqual(await problems(PEOPLE, "import { a } from '../utils/a';\nimport { b } from '../../../components/b';\nexport const c = [a, b];\n"), []);
  });

  for (const [how, code] of [
    ['an import', "import { a } from '../../highlights/utils/a';\nexport const b = a;\n"],
    ['a re-export', "export { a } from '../../highlights/utils/a';\n"],
    ['a re-export of everything', "export * from '../../highlights/utils/a';\n"],
    ['a lazy import', "export const a = () => import('../../highlights/components/A');\n"],
  ]) {
    it(`fails ${how} of another feature`, async () => {
      assert.deepEqual(await problems(PEOPLE, code), ['layout/feature-layout']);
    });
  }
});

describe('lint: api/src/plugins/ holds named Fastify plugins only', () => {
  const PLUGIN = 'api/src/plugins/example.ts';
  const header = "import fp from 'fastify-plugin';\n";

  it('passes a plugin with its name', async () => {
    assert.deepEqual(await problems(PLUGIN, `${header}export default fp(async function example() {}, { name: 'example', dependencies: ['database'] });\n`), []);
  });

  it('fails a plugin without a name, and a file that is no plugin', async () => {
    assert.deepEqual(await problems(PLUGIN, `${header}export default fp(async function example() {});\n`), ['no-restricted-syntax']);
    const nameInside = "export default fp(async function example() {\n  void { name: 'not the plugin' };\n}, { dependencies: [] });\n";
    assert.deepEqual(await problems(PLUGIN, header + nameInside), ['no-restricted-syntax']);
    assert.deepEqual(await problems(PLUGIN, 'export function helper() {\n  return 1;\n}\n'), ['no-restricted-syntax']);
  });
});

describe("lint: a route's guard comes from its declared access", () => {
  const guard = (name) => `export default async (app) => {\n  app.addHook('onRequest', app.${name});\n};\n`;

  it('passes the access plugin, which applies every guard', async () => {
    const plugin = "import fp from 'fastify-plugin';\nimport { requireDeployer } from '../registry/deployer.js';\n" +
      "export default fp(async function access(app) {\n  app.addHook('onRequest', app.requireMember);\n  app.addHook('onRequest', requireDeployer);\n}, { name: 'access' });\n";
    assert.deepEqual(await problems('api/src/plugins/access.ts', plugin), []);
  });

  it('fails a route file that guards itself', async () => {
    const refused = (rules) => rules.length > 0 && rules.every((rule) => rule === 'no-restricted-syntax');
    assert.ok(refused(await problems('api/src/routes/timeline/notes.ts', guard('requireMember'))));
    assert.ok(refused(await problems('api/src/routes/news.ts', guard('requireAdmin'))));
    assert.ok(refused(await problems('api/src/registry/routes/status.ts', 'import { requireDeployer } from "../deployer.js";\nexport const hooks = { onRequest: requireDeployer };\n')));
  });
});
