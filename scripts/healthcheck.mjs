// The container's HEALTHCHECK (docs/operations.md): exits 0 when the server on PORT (8080) of this
// machine answers /api/health with ok, 1 otherwise or after 5 s.
const port = process.env.PORT || 8080;
const host = !process.env.HOST || ['0.0.0.0', '::'].includes(process.env.HOST) ? '127.0.0.1' : process.env.HOST;
const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}/api/health`;

fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
  (response) => process.exit(response.ok ? 0 : 1),
  () => process.exit(1),
);
