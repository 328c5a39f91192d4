import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startUpLines } from './start-up-lines.js';

describe('what a start prints for the person who started it', () => {
  it('says where the site is, how to log in, and the new sign-up tokens, as plain lines', () => {
    const lines = startUpLines({
      siteUrl: 'http://localhost:8080',
      database: 'PGlite in /srv/lab/data',
      adminNote: 'Admin login: admin / s3cret   (kept in data/admin-password.txt)',
      prepared: { newSignupTokens: [{ tokenKey: 'co-pilot', token: 'abc123' }] },
    });
    assert.deepEqual(lines, [
      '',
      'The lab portal is ready at http://localhost:8080/ (database: PGlite in /srv/lab/data)',
      'Admin login: admin / s3cret   (kept in data/admin-password.txt)',
      '',
      'New sign-up tokens, shown this once (admins can rotate them on the Sign-up Tokens page):',
      '  co-pilot             abc123',
    ]);
    assert.ok(lines.every((line) => !line.startsWith('{')), 'no JSON record');
  });

  it('prints no tokens on a later start, when none were made', () => {
    const lines = startUpLines({ siteUrl: 'https://lab.example.edu', database: 'PostgreSQL', prepared: { newSignupTokens: [] } });
    assert.deepEqual(lines, ['', 'The lab portal is ready at https://lab.example.edu/ (database: PostgreSQL)']);
  });
});
