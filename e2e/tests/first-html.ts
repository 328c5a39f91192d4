import type { APIRequestContext } from '@playwright/test';

/** The page's HTML as a visitor's browser first gets it, before any script: no session cookie. */
export async function firstHtml(request: APIRequestContext, url: string): Promise<string> {
  return (await request.get(url, { headers: { accept: 'text/html' } })).text();
}

// The built index.html is minified: the root's attribute may have lost its quotes.
const ROOT_TAG = /<div\s[^>]*?\bid=(?:"root"|root)(?=[\s>])[^>]*>/;

/** Whether the server drew the page: its #root is marked `data-ssr` for the browser to hydrate. */
export function drawnOnServer(html: string): boolean {
  return /\sdata-ssr\b/.test(ROOT_TAG.exec(html)?.[0] ?? '');
}

/** The text of the first <h1> inside #root's <main>, tags left out; '' when there is none. */
export function mainHeading(html: string): string {
  const root = html.slice(html.search(ROOT_TAG));
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(root)?.[1] ?? '';
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1] ?? '';
  return heading.replace(/<[^>]*>/g, '').trim();
}

const ATTEMPTS = 5;

/**
 * The HTML a visitor gets once the server has drawn the page. A page not drawn within the
 * server's budget (its render process just started, the machine is busy) is sent to be drawn in
 * the browser while the server finishes drawing it for the next visitor: ask as that visitor a
 * few times before concluding the server does not draw it. A page whose drawing fails never
 * comes drawn.
 */
export async function visitorHtml(request: APIRequestContext, url: string): Promise<string> {
  let html = await firstHtml(request, url);
  for (let attempt = 1; attempt < ATTEMPTS && !drawnOnServer(html); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    html = await firstHtml(request, url);
  }
  return html;
}
