import type { StartScript } from './start-script.js';

// The shell's page names its scripts as the build wrote them: quoted or, minified, not.
const ENTRY_SCRIPT = /<script defer(?:="defer")? src="?([^"\s>]+)"?><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="?preload"? href="?([^"\s>]+)"? as="?script"?[^>]*>/g;

/**
 * A drawn page with its scripts started after its first paint (decision 0030): the shell's entry
 * and every script preload leave the page for a list (`#start-after-paint`, at its end) that the
 * shell's start script loads once the page has painted. Lighthouse's simulation (and a slow
 * phone) counts every request begun before the content's paint toward it. The start script
 * stands in the head, a classic script that runs where it stands: it holds the
 * clicks made on the page from its first paint until the app has taken it over.
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
  const list = `<script type="application/json" id="start-after-paint">${json}</script>`;
  // Before the stylesheets: a classic script after one waits for it to load.
  const headEnd = without.search(/<\/head>/i);
  const firstStyle = without.slice(0, Math.max(headEnd, 0)).search(/<(?:link|style)\b/i);
  const at = firstStyle >= 0 ? firstStyle : headEnd;
  const withStart = at < 0 ? without : `${without.slice(0, at)}<script>${start.text}</script>${without.slice(at)}`;
  const end = withStart.search(/<\/body>/i);
  return end < 0 ? withStart + list : `${withStart.slice(0, end)}${list}${withStart.slice(end)}`;
}
