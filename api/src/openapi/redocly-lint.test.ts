import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, it } from 'node:test';
import { packageBin } from '../testing/package-bins.js';
import { useTestApp } from '../testing/test-context.js';

const CONFIG = fileURLToPath(new URL('../../redocly.yaml', import.meta.url));

// The document names SITE_URL as its server; Redocly warns of a localhost one, which only a test has.
const ctx = useTestApp({ siteUrl: 'https://cogs-lab.ubc.ca' });

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
}

/** Lints `document` with Redocly CLI and the project's redocly.yaml: offline, nothing sent anywhere. */
async function lint(document: string): Promise<LintReport> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'redocly-'));
  try {
    const file = path.join(folder, 'openapi.json');
    await writeFile(file, document);
    const { stdout } = await promisify(execFile)(process.execPath, [packageBin('@redocly/cli', 'redocly'), 'lint', file, '--config', CONFIG, '--format=json'], {
      env: { PATH: process.env.PATH ?? '', HOME: folder, NO_COLOR: '1', REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    return JSON.parse(stdout) as LintReport;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

describe("the API's OpenAPI document", () => {
  it("passes Redocly's recommended rules (as redocly.yaml sets them) with no error or warning", async () => {
    const served = await ctx.inject({ method: 'GET', url: '/api/docs/json' });
    assert.equal(served.statusCode, 200);
    const report = await lint(served.body);
    const problems = report.problems.map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`);
    assert.deepEqual(problems, []);
    assert.deepEqual(report.totals, { ...report.totals, errors: 0, warnings: 0 });
  });
});
