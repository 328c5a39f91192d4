import fs from 'node:fs';
import path from 'node:path';

/** A remote's stylesheets are a few kilobytes; one past this is left to the browser to fetch. */
export const MAX_INLINE_STYLE_BYTES = 256 * 1024;

/**
 * A drawn page's remote stylesheets, written into the page as `<style>` elements: styled from its
 * first paint with no request that could hang (a page whose remote's files do not answer still
 * paints), and named (`data-href`, the file as webpack's CSS loading looks for it) so the
 * remote's chunks do not add them again. Built files never change under a name: each is read once.
 */
export class InlineStyles {
  private readonly read = new Map<string, string>();

  async tags(folder: string, files: string[]): Promise<string> {
    const tags = await Promise.all(files.map(async (file) => `<style data-href="${file}">${await this.css(path.join(folder, file))}</style>`));
    return tags.join('');
  }

  private async css(file: string): Promise<string> {
    let css = this.read.get(file);
    if (css === undefined) {
      const { size } = await fs.promises.stat(file);
      if (size > MAX_INLINE_STYLE_BYTES) throw new Error(`${file} is larger than ${MAX_INLINE_STYLE_BYTES} bytes`);
      // Nothing in a stylesheet may end the element early.
      css = (await fs.promises.readFile(file, 'utf8')).replace(/<\/style/gi, '<\\/style');
      this.read.set(file, css);
    }
    return css;
  }
}
