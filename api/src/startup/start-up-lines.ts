import type { Prepared } from './prepare-database.js';

/**
 * What the person who started the server reads, whatever the log level or format: where the
 * site is, how to log in, and the sign-up tokens a fresh database got (shown this once). Plain
 * lines, not log records: nobody reads a token out of a JSON string.
 */
export function startUpLines(options: { siteUrl: string; database: string; adminNote?: string; prepared: Prepared }): string[] {
  const lines = ['', `The lab portal is ready at ${options.siteUrl}/ (database: ${options.database})`];
  if (options.adminNote) lines.push(options.adminNote);
  const tokens = options.prepared.newSignupTokens;
  if (tokens.length > 0) {
    lines.push('', 'New sign-up tokens, shown this once (admins can rotate them on the Sign-up Tokens page):');
    for (const { tokenKey, token } of tokens) lines.push(`  ${tokenKey.padEnd(20)} ${token}`);
  }
  return lines;
}
