// The compile hint against a real production build: the named chunk's script starts with it
// (V8 reads it only there), the others do not, and the source map still points at the sources.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { createRequire } from 'node:module';
import webpack from 'webpack';

const require = createRequire(import.meta.url);
const { CompileHints, HINT } = require('./compile-hints.cjs');
const { SourceMapConsumer } = require('source-map-js');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));
fs.writeFileSync(path.join(dir, 'index.js'), "export function greet(name) {\n  return 'Hello, ' + name;\n}\nimport('./later.js').then((later) => later.run(greet));\n");
fs.writeFileSync(path.join(dir, 'later.js'), "export function run(greet) {\n  document.title = greet('later');\n}\n");

function build() {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './index.js' },
    devtool: 'source-map',
    output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash:10].js', chunkFilename: '[name].[contenthash:10].js' },
    plugins: [new CompileHints({ chunks: ['main'] })],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString('errors-only')));
      else resolve(stats.toJson({ all: false, assets: true }).assets.map((asset) => asset.name));
    });
  });
}

describe('CompileHints', () => {
  it("starts the named chunk's script with the hint, and only that chunk's", async () => {
    const files = await build();
    const scripts = files.filter((file) => file.endsWith('.js'));
    const main = scripts.find((file) => file.startsWith('main.'));
    assert.ok(main, files.join(', '));
    assert.ok(fs.readFileSync(path.join(dir, 'dist', main), 'utf8').startsWith(HINT));
    const others = scripts.filter((file) => file !== main);
    assert.equal(others.length, 1);
    assert.ok(!fs.readFileSync(path.join(dir, 'dist', others[0]), 'utf8').includes('allFunctionsCalledOnLoad'));

    // The line the hint adds is counted: the name `greet` in the built file maps back to index.js.
    const code = fs.readFileSync(path.join(dir, 'dist', main), 'utf8');
    const map = new SourceMapConsumer(JSON.parse(fs.readFileSync(path.join(dir, 'dist', `${main}.map`), 'utf8')));
    const lines = code.split('\n');
    const line = lines.findIndex((text) => text.includes('Hello, '));
    const original = map.originalPositionFor({ line: line + 1, column: lines[line].indexOf('"Hello, "') });
    assert.match(original.source ?? '', /index\.js$/);
    assert.equal(original.line, 2);
  });
});
