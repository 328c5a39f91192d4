import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { siteFolder } from '../testing/site-folder.js';
import { InlineStyles, MAX_INLINE_STYLE_BYTES } from './inline-styles.js';

const folder = siteFolder({
  '203.a.css': '.card{color:red}',
  'odd.css': '.x::after{content:"</style><script>alert(1)</script>"}',
  'big.css': 'a{}'.repeat(MAX_INLINE_STYLE_BYTES),
});
after(() => fs.rmSync(folder, { recursive: true, force: true }));

describe("a drawn page's remote stylesheets", () => {
  it('are written into the page, named as webpack looks for them', async () => {
    assert.equal(await new InlineStyles().tags(folder, ['203.a.css']), '<style data-href="203.a.css">.card{color:red}</style>');
  });

  it('cannot end their element early', async () => {
    const tags = await new InlineStyles().tags(folder, ['odd.css']);
    assert.equal(tags.match(/<\/style/g)?.length, 1);
  });

  it('refuses a file too large, or missing, rather than send half a page', async () => {
    await assert.rejects(new InlineStyles().tags(folder, ['big.css']), /larger than/);
    await assert.rejects(new InlineStyles().tags(folder, ['gone.css']), /ENOENT/);
  });

  it('reads a file once: a built file never changes under its name', async () => {
    const styles = new InlineStyles();
    await styles.tags(folder, ['203.a.css']);
    fs.writeFileSync(path.join(folder, '203.a.css'), '.card{color:blue}');
    assert.match(await styles.tags(folder, ['203.a.css']), /red/);
  });
});
