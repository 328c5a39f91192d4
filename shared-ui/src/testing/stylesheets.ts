import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mediaMatches, type TestWindow } from './media-query';

const MARK = 'data-test-window-styles';

type Rule = CSSRule & { media?: MediaList; cssRules?: CSSRuleList; selectorText?: string };

/** The style rules of `rules` that apply in `window`: a media rule's own when it matches, none of another at-rule's. */
function applying(rules: CSSRuleList, window: TestWindow): string[] {
  return Array.from(rules as ArrayLike<Rule>).flatMap((rule) => {
    if (rule.media && rule.cssRules) return mediaMatches(rule.media.mediaText, window) ? applying(rule.cssRules, window) : [];
    return rule.selectorText === undefined ? [] : [rule.cssText];
  });
}

/**
 * Puts the rules of `sheets` that apply in `window` into the document, in place of those put in
 * before. jsdom ignores media rules (but for `screen`), so the rules a media query picks are
 * written out as plain ones: getComputedStyle then answers as a browser of that width would,
 * and Testing Library leaves out what they hide (display: none), as the accessibility tree does.
 */
export function applyStylesheets(sheets: string[], window: TestWindow): void {
  document.head.querySelector(`style[${MARK}]`)?.remove();
  if (sheets.length === 0) return;
  const parsing = document.createElement('style');
  parsing.textContent = sheets.join('\n');
  document.head.append(parsing);
  const rules = applying(parsing.sheet!.cssRules, window);
  parsing.remove();
  const style = document.createElement('style');
  style.setAttribute(MARK, '');
  style.textContent = rules.join('\n');
  document.head.append(style);
}

/** shared-ui's theme, whose shared layouts (the page with a sidebar) have breakpoints of their own. */
export function themeStylesheet(): string {
  return readFileSync(join(__dirname, '../theme/theme.css'), 'utf8');
}
