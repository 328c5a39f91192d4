import fs from 'node:fs';
import path from 'node:path';
import { manifestOf, type RemoteRoutes } from 'shared-ui/route-manifest';

/**
 * The shell knows the remotes' pages only from their route manifests, read at run time: a path
 * of theirs written in the shell would be a page its team cannot move or drop without the shell.
 */
const ROOT = path.resolve(__dirname, '../..');
const REMOTES = ['mfe-public', 'mfe-projects', 'mfe-members', 'mfe-timeline', 'mfe-admin'];

async function remotePaths(): Promise<Set<string>> {
  const paths = new Set<string>();
  for (const remote of REMOTES) {
    // Read as data, as the API reads them; the shell never imports a remote.
    const file = path.join(ROOT, remote, 'src', 'routes.ts');
    const manifest = manifestOf(((await import(file)) as { default: RemoteRoutes }).default);
    for (const route of manifest.routes) {
      paths.add(route.path);
      route.pages?.forEach((page) => paths.add(page.path));
    }
    manifest.menus.forEach((entry) => paths.add(entry.to));
  }
  paths.delete('/');
  return paths;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('the shell', () => {
  it('writes no path of any remote in its code', async () => {
    const paths = await remotePaths();
    expect(paths.size).toBeGreaterThan(20);
    const found = sourceFiles(__dirname).flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      const literals = [...text.matchAll(/(['"`])(\/[^'"`\s]*)\1/g)].map((match) => match[2]!);
      return literals.filter((literal) => paths.has(literal) || paths.has(literal.replace(/\/$/, ''))).map((literal) => `${path.relative(ROOT, file)}: ${literal}`);
    });
    expect(found).toEqual([]);
  });
});
