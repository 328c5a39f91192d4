import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { markPageReady, PAGE_READY_ATTRIBUTE, PAGE_READY_EVENT } from './page-ready';

describe('markPageReady', () => {
  afterEach(() => document.documentElement.removeAttribute(PAGE_READY_ATTRIBUTE));

  it('marks the document once, and tells it once', () => {
    const told = jest.fn();
    document.addEventListener(PAGE_READY_EVENT, told);
    markPageReady(document);
    markPageReady(document);
    document.removeEventListener(PAGE_READY_EVENT, told);
    expect(document.documentElement).toHaveAttribute(PAGE_READY_ATTRIBUTE);
    expect(told).toHaveBeenCalledTimes(1);
  });

  it("is what shared-ui's theme releases a picture held until the app takes the page over by", () => {
    const theme = readFileSync(join(__dirname, '../../../shared-ui/src/theme/theme.css'), 'utf8');
    expect(theme).toContain(`html:not([${PAGE_READY_ATTRIBUTE}]) .picture-after-paint > img {`);
  });
});
