import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';

/**
 * A stand-in for the shell's server build (`shell/dist/server/main.js`): what the render process
 * requires. It draws `<main><h1>` with the address and the reads it was given, and misbehaves on
 * purpose at some addresses: throws (/throws), spins forever (/spins), exits (/exits), or tries
 * what the process may not do (/writes, /spawns, /reads-elsewhere, /environment). Like the real
 * one, it loads the remotes' server entries on first use, slowly (400 ms), unless warmed;
 * /warmed shows what \`warm\` was given. Each process draws its own random id, so a test tells a
 * new process from the old one (inside a PID namespace every process is pid 1).
 *
 * And what a hostile team's server build would try, each answering what came of it: signal the
 * API (/signals?pid=N), reach the network (/connects?port=N), hold memory (/allocates), work
 * between renders (/busy-after), print lines that pass for the API's log records (/prints).
 * Whatever it draws is written into the page's document as the real one writes it (shared-ui's
 * page-document, beside it as page-document.js): `drawnRoot` reads it back.
 */
export const FAKE_SHELL_BUNDLE = `
const fs = require('node:fs');
const { writeDocument } = require('./page-document.js');
const childProcess = require('node:child_process');
const attempt = (what) => { try { what(); return 'allowed'; } catch (error) { return error.code || error.message; } };
const processId = Math.random().toString(36).slice(2);
let loaded;
let warmed = null;
const load = (serverEntries) => {
  loaded ??= new Promise((resolve) => setTimeout(resolve, 400)).then(() => Object.values(serverEntries).forEach((entry) => require(entry)));
  return loaded;
};
exports.warm = async (request) => {
  warmed = request;
  await load(request.serverEntries);
};
exports.render = async (request) => {
  const { shell, page, styles, startScript, entryScript } = request.document;
  const drawing = await draw(request);
  return writeDocument(shell, page, { html: drawing, reads: request.reads, styles, startScript, entryScript });
};
const draw = async (request) => {
  if (Object.keys(request.serverEntries).length > 0) await load(request.serverEntries);
  const path = request.url.split('?')[0];
  if (path === '/warmed') return JSON.stringify(warmed);
  if (path === '/throws') throw new Error('drawing failed on purpose');
  if (path === '/spins') for (;;) {}
  if (path === '/exits') process.exit(3);
  if (path === '/writes') return attempt(() => fs.writeFileSync(require('node:path').join(require('node:os').tmpdir(), 'render-wrote'), 'x'));
  if (path === '/spawns') return attempt(() => childProcess.execFileSync('true'));
  if (path === '/reads-elsewhere') return attempt(() => fs.readFileSync('/etc/hostname'));
  if (path === '/environment') return Object.keys(process.env).sort().join(',');
  if (path === '/signals') {
    // Signal 0 only asks whether the process could be signalled: the test never harms its runner.
    const target = Number(new URLSearchParams(request.url.split('?')[1]).get('pid'));
    return JSON.stringify({ ppid: process.ppid, pid: process.pid, signal: attempt(() => process.kill(target, 0)) });
  }
  if (path === '/connects') {
    const port = Number(new URLSearchParams(request.url.split('?')[1]).get('port'));
    return new Promise((resolve) => {
      const socket = require('node:net').connect({ host: '127.0.0.1', port }, () => { socket.destroy(); resolve('connected'); });
      socket.on('error', (error) => resolve(error.code || error.message));
    });
  }
  if (path === '/allocates') {
    globalThis.held = [];
    const more = () => { if (globalThis.held.length < 16) { globalThis.held.push(Buffer.alloc(64 * 1024 * 1024, 1)); setTimeout(more, 20); } };
    more();
    return 'allocating';
  }
  if (path === '/busy-after') { setTimeout(() => { for (;;) {} }, 50); return 'busy soon'; }
  if (path === '/prints') { console.log('{"level":50,"msg":"forged record"}\\nsecond line'); return 'printed'; }
  return '<main><h1>Drawn ' + path + '</h1><p>' + JSON.stringify(request.reads) + '</p></main><!-- entries ' + Object.values(request.serverEntries).join(',') + ' --><!-- process ' + processId + ' at ' + request.url + ' with ' + Object.keys(request.serverEntries).join(',') + ' -->';
};
`;

/** shared-ui's page-document as a CommonJS module, for the fake to require. */
function pageDocumentModule(): string {
  const text = fs.readFileSync(new URL('../../../shared-ui/src/routing/page-document.ts', import.meta.url), 'utf8');
  return ts.transpileModule(text, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
}

/** A web root whose shell has a server build (the fake above) and whose remotes have server entries. */
export function withServerBuilds(webRoot: string, remotes: string[]): string {
  const shellServer = path.join(webRoot, 'shell', 'dist', 'server');
  fs.mkdirSync(shellServer, { recursive: true });
  fs.writeFileSync(path.join(shellServer, 'main.js'), FAKE_SHELL_BUNDLE);
  fs.writeFileSync(path.join(shellServer, 'page-document.js'), pageDocumentModule());
  for (const pkg of remotes) {
    const folder = path.join(webRoot, pkg, 'dist', 'server');
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'remoteEntry.js'), 'module.exports = {};');
  }
  return path.join(shellServer, 'main.js');
}

/** A fresh folder holding the fake shell server build alone. */
export function fakeShellBundle(): { bundle: string; remove: () => void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-render-'));
  return { bundle: withServerBuilds(root, []), remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}
