/**
 * The remote stylesheets a server-drawn page links (`data-drawn`) are named by their absolute
 * address, as webpack's CSS loading names the files it looks for (the remote's public path is
 * absolute): otherwise a remote's chunk would add each of them a second time. Runs before any
 * remote's code.
 */
export function nameDrawnStylesheets(doc: Document): void {
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-drawn]')) {
    link.setAttribute('data-href', link.href);
  }
}
