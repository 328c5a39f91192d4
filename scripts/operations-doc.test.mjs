// docs/operations.md shows only project commands that a test or CI runs: each `npm`, `npx`, `node`
// or `bash` command in its code blocks (shell lines, a Dockerfile's RUN, CMD and HEALTHCHECK, a
// unit's ExecStart) must appear in one of the scripts below, up to its first absolute path (the
// folder an operator chooses). The system's own commands (systemctl, docker, git) are not checked.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const RUNNERS = ['.ci/run', ...fs.readdirSync(path.join(root, 'scripts')).filter((name) => /^test.*\.sh$/.test(name)).map((name) => `scripts/${name}`)];
const PROJECT_PROGRAMS = new Set(['npm', 'npx', 'node', 'bash']);

export function codeBlocks(markdown) {
  return [...markdown.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map((match) => match[1]);
}

/** The words of a command up to the first absolute path: the same command in any folder. */
const upToChosenFolder = (command) => {
  const words = command.split(/\s+/);
  const folder = words.findIndex((word) => word.startsWith('/'));
  return (folder < 0 ? words : words.slice(0, folder)).join(' ');
};

/** The project commands of one line: a shell line, a Dockerfile instruction or a systemd ExecStart. */
export function commandsOf(line) {
  const instruction = line.trim().match(/^(?:RUN|CMD|HEALTHCHECK\s.*?\bCMD)\s+(.*)$/);
  let text = instruction ? instruction[1] : line.trim().replace(/^ExecStart=/, '');
  if (instruction && text.startsWith('[')) text = JSON.parse(text).join(' ');
  return text
    .split('&&')
    .map((part) => part.trim().replace(/^(\w+=\S*\s+)+/, '').replace(/^\/\S*\/(?=[\w-]+\s)/, ''))
    .filter((part) => PROJECT_PROGRAMS.has(part.split(/\s+/)[0]))
    .map(upToChosenFolder);
}

test('a Dockerfile line, a unit line and a shell line give their project commands, up to a chosen folder', () => {
  assert.deepEqual(commandsOf('RUN npm ci --omit=dev && mkdir /data && bash scripts/production-tree.sh /site'), ['npm ci --omit=dev', 'bash scripts/production-tree.sh']);
  assert.deepEqual(commandsOf('HEALTHCHECK --interval=30s CMD ["node", "scripts/healthcheck.mjs"]'), ['node scripts/healthcheck.mjs']);
  assert.deepEqual(commandsOf('ExecStart=/bin/bash scripts/serve.sh'), ['bash scripts/serve.sh']);
  assert.deepEqual(commandsOf('PORT=8080 npm run serve'), ['npm run serve']);
  assert.deepEqual(commandsOf('systemctl restart lab-portal'), []);
});

test("every project command docs/operations.md shows is run by a test or CI", () => {
  const doc = fs.readFileSync(path.join(root, 'docs/operations.md'), 'utf8');
  const runners = RUNNERS.map((file) => fs.readFileSync(path.join(root, file), 'utf8').replace(/\s+/g, ' ')).join('\n');
  const commands = codeBlocks(doc).flatMap((block) => block.split('\n').flatMap(commandsOf));
  assert.ok(commands.length >= 5, `only ${commands.length} project commands found in docs/operations.md`);
  const untested = commands.filter((command) => !runners.includes(command));
  assert.deepEqual(untested, [], `shown in docs/operations.md but run by none of ${RUNNERS.join(', ')}`);
});
