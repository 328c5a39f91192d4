import type { StartScript } from './start-script.js';

// The shell's page names its scripts as the build wrote them: quoted or, minified, not.
const ENTRY_SCRIPT = /<script defer(?:="defer")? src="?([^"\s>]+)"?><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="?preload"? href="?([^"\s>]+)"? as="?script"?[^>]*>/g;

/**
 * A drawn page with its scripts started after its first paint (decision 0030): the shell's entry
 * and every script preload leave the page for a list (`#start-after-paint`) that the shell's
 * start-after-paint module, written into the page, loads once the page has painted. Lighthouse's
 * simulation (and a slow phone) counts every request begun before the content's paint toward it.
 */
export function withScriptsAfterPaint(page: string, start: StartScript): string {
  const scripts: string[] = [];
  const preloads: string[] = [];
  const without = page
    .replace(ENTRY_SCRIPT, (_tag, src: string) => {
      scripts.push(src);
      return '';
    })
    .replace(SCRIPT_PRELOAD, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  if (scripts.length === 0) return page;
  const json = JSON.stringify({ preloads, scripts }).replace(/</g, '\\u003c');
  const tags = `<script type="application/json" id="start-after-paint">${json}</script><script type="module">${start.text}</script>`;
  const end = without.search(/<\/body>/i);
  return end < 0 ? without + tags : `${without.slice(0, end)}${tags}${without.slice(end)}`;
}
