import { PAGE_IDS, writeDocument, type PageParts, type RuntimeConfig, type ShellDocument } from './page-document';

const shell: ShellDocument = {
  lang: 'en',
  head: '<meta charset="utf-8">',
  title: 'Visual Cognition Lab',
  description: 'A lab.',
  scripts: ['/main.a.js'],
  stylesheets: ['/bootstrap.b.css'],
  preloads: ['/bootstrap.c.js'],
  startBytes: 120_000,
  placeholder: '<header>bar</header>',
};
const config: RuntimeConfig = { apiBaseUrl: '', tileUrl: '', remotes: { mfe_public: '/remotes/mfe-public/remoteEntry.js' }, versions: {}, routes: [], unavailable: [] };
const page: PageParts = {
  config,
  firstRemote: 'mfe_public',
  preloads: [
    { href: '/remotes/mfe-public/remoteEntry.js', as: 'script', low: true },
    { href: '/remotes/mfe-public/routes.d.css', as: 'style', low: true },
    { href: '/api/members', as: 'fetch', crossorigin: 'use-credentials' },
  ],
};
const drawn = { html: '<main>People</main>', reads: { '/api/members': { status: 200, body: { data: ['</script><script>alert(1)</script>'] } } }, styles: '<style>.a{}</style>', startScript: 'start()', entryScript: 'fetchEntry()' };

const block = (html: string, id: string) => JSON.parse(new RegExp(`<script type="application/json" id="${id}"[^>]*>([^<]*)</script>`).exec(html)?.[1] ?? 'null') as unknown;

describe('writeDocument', () => {
  it("writes a page the browser draws: the shell's scripts, stylesheets and preloads, the config, the page's preloads, and the bar in #root", () => {
    const html = writeDocument(shell, page);
    expect(html).toBe(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><script defer src="/main.a.js"></script><link rel="stylesheet" href="/bootstrap.b.css">' +
        '<title>Visual Cognition Lab</title><meta name="description" content="A lab.">' +
        `<script type="application/json" id="runtime-config" data-first-remote="mfe_public">${JSON.stringify(config)}</script>` +
        '<link rel="preload" href="/bootstrap.c.js" as="script" fetchpriority="low"><link rel="preload" href="/remotes/mfe-public/remoteEntry.js" as="script" fetchpriority="low">' +
        '<link rel="preload" href="/remotes/mfe-public/routes.d.css" as="style" fetchpriority="low"><link rel="preload" href="/api/members" as="fetch" crossorigin="use-credentials">' +
        '</head><body><div id="root"><header>bar</header></div></body></html>',
    );
  });

  it("puts the page's own head for the shell's, and a preview's bar above #root", () => {
    const html = writeDocument(shell, { ...page, head: '<title>People | Lab</title>', banner: '<div id="preview-bar">Preview</div>' });
    expect(html).toContain('<title>People | Lab</title><script type="application/json" id="runtime-config"');
    expect(html).not.toContain('A lab.');
    expect(html).toContain('<body><div id="preview-bar">Preview</div><div id="root">');
  });

  it('escapes the config so no value can end its data block, and the attributes it writes', () => {
    const html = writeDocument(shell, { ...page, config: { ...config, tileUrl: '</script><script>alert(1)</script>' }, preloads: [{ href: '/x"><script>', as: 'script' }] });
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).toContain('\\u003c/script>');
    expect(html).toContain('href="/x&quot;&gt;&lt;script&gt;"');
    expect(block(html, PAGE_IDS.config)).toEqual({ ...config, tileUrl: '</script><script>alert(1)</script>' });
  });

  it('leaves the config out of the development server’s page, whose shell asks for it', () => {
    expect(writeDocument(shell, { preloads: [] })).not.toContain(PAGE_IDS.config);
  });

  describe('a page the server drew', () => {
    const html = writeDocument(shell, page, drawn);

    it('stands its start script first in its head, before the stylesheets it would wait for, with the remote’s styles inline', () => {
      expect(html).toMatch(/^<!doctype html><html lang="en"><head><meta charset="utf-8"><script>start\(\)<\/script><link rel="stylesheet" href="\/bootstrap.b.css">/);
      expect(html).toContain('<style>.a{}</style></head>');
    });

    it('begins no request but its stylesheets: its scripts are listed for the start script, and it preloads nothing', () => {
      expect(html).not.toMatch(/<script defer|<link rel="preload"/);
      expect(block(html, PAGE_IDS.startList)).toEqual({ scripts: ['/main.a.js'], preloads: ['/bootstrap.c.js'], pageFiles: ['/remotes/mfe-public/remoteEntry.js'], startBytes: 120_000 });
    });

    it('ends with the entry’s script, after the list it reads and after the stylesheets, which the parser holds it for', () => {
      expect(html).toMatch(/<script type="application\/json" id="start-after-paint">[^<]*<\/script><script>fetchEntry\(\)<\/script><\/body><\/html>$/);
      expect(html.indexOf('<link rel="stylesheet"')).toBeLessThan(html.indexOf('fetchEntry()'));
    });

    it('holds the drawing in #root, marked drawn, and the reads it was drawn with, escaped', () => {
      expect(html).toContain('<div id="root" data-ssr><main>People</main></div><script type="application/json" id="page-reads">');
      expect(block(html, PAGE_IDS.reads)).toEqual(drawn.reads);
      expect(html.match(/<\/script>/g)).toHaveLength(5);
    });
  });
});
