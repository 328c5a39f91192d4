/**
 * The site's absolute address is SITE_URL (`app.siteUrl`, an origin such as
 * `https://lab.example.edu`), never the request's: Host and X-Forwarded-Host are written by the
 * client, and a feed link, sitemap or canonical URL built from them points wherever a request (or
 * a cache a request poisoned) says.
 */
export function siteHostname(siteUrl: string): string {
  return new URL(siteUrl).hostname;
}

/** Behind https the session cookie is Secure, even when a TLS-terminating proxy speaks http to us. */
export function isHttpsSite(siteUrl: string): boolean {
  return siteUrl.startsWith('https:');
}
