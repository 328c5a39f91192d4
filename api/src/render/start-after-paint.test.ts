import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withScriptsAfterPaint } from './start-after-paint.js';

const START = { text: 'start()', source: "'sha256-x'" };
const listed = (page: string) => JSON.parse(/<script type="application\/json" id="start-after-paint">([^<]*)<\/script>/.exec(page)?.[1] ?? 'null') as unknown;

describe('a drawn page starts its scripts after its first paint', () => {
  it('lists the entry and every script preload, minified or quoted, for the shell to load after the paint', () => {
    const page = withScriptsAfterPaint(
      '<html><head><script defer src=/main.a.js></script><link rel=stylesheet href=/bootstrap.b.css><link rel=preload href=/bootstrap.c.js as=script fetchpriority=low>' +
        '<link rel="preload" href="/remotes/mfe-public/remoteEntry.js" as="script" fetchpriority="low"><link rel="preload" href="/api/tokens/access_token" as="fetch" crossorigin="use-credentials"></head><body><div id="root" data-ssr>x</div></body></html>',
      START,
    );
    assert.deepEqual(listed(page), { preloads: ['/bootstrap.c.js', '/remotes/mfe-public/remoteEntry.js'], scripts: ['/main.a.js'] });
    assert.doesNotMatch(page, /<script defer|as=script|as="script"/);
    // Stylesheets and the API's preloads stay: they are not scripts.
    assert.match(page, /<link rel=stylesheet href=\/bootstrap.b.css>/);
    assert.match(page, /as="fetch"/);
    // In the head, before the stylesheets it would wait for, so it runs before anything below it is painted; the list at the end.
    assert.match(page, /<head><script>start\(\)<\/script><link rel=stylesheet/);
    assert.match(page, /<script type="application\/json" id="start-after-paint">[^<]*<\/script><\/body>/);
  });

  it('leaves a page without the shell entry as it is', () => {
    assert.equal(withScriptsAfterPaint('<html><body>plain</body></html>', START), '<html><body>plain</body></html>');
  });
});
