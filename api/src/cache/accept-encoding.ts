/** The content codings the cache keeps copies in, in the server's order of preference: brotli is the smaller. */
export const CODINGS = ['br', 'gzip'] as const;
export type Coding = (typeof CODINGS)[number];

/** `gzip;q=0.5` → ['gzip', 0.5]; a missing weight is 1, an unreadable one leaves the entry out. */
function weighted(item: string): [string, number] | undefined {
  const [name = '', ...params] = item.split(';');
  let q = 1;
  for (const param of params) {
    const [key, value] = param.split('=');
    if (key?.trim().toLowerCase() === 'q') q = Number(value?.trim() || Number.NaN);
  }
  return q >= 0 && q <= 1 ? [name.trim().toLowerCase(), q] : undefined;
}

/**
 * The coding of `CODINGS` that a request's Accept-Encoding likes best (the server's order breaks
 * ties), or undefined for the body as it is: when the header is absent (RFC 9110: any coding is
 * then acceptable, but a client that sends none may not decode one), refuses both (`q=0`, or
 * `*;q=0`), or ranks `identity` above them. `*` stands for every coding not named.
 */
export function preferredCoding(acceptEncoding: string | undefined): Coding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const item of acceptEncoding.split(',')) {
    const entry = weighted(item);
    if (entry) weights.set(...entry);
  }
  const anyOther = weights.get('*') ?? 0;
  let best: Coding | undefined;
  let bestWeight = 0;
  for (const coding of CODINGS) {
    const weight = weights.get(coding) ?? anyOther;
    if (weight > bestWeight) [best, bestWeight] = [coding, weight];
  }
  const identity = weights.get('identity');
  return identity !== undefined && identity > bestWeight ? undefined : best;
}
