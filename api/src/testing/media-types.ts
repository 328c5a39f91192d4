/** The media type of a Content-Type header, without its parameters, in lower case. */
export const mediaType = (header: unknown) => String(header ?? '').split(';')[0]!.trim().toLowerCase();

/** A documented media type range (`image/*`, `*\/*`) covers the types within it. */
export function covers(range: string, type: string): boolean {
  const [rangeType, rangeSub] = range.toLowerCase().split('/');
  const [actualType, actualSub] = type.split('/');
  return (rangeType === '*' || rangeType === actualType) && (rangeSub === '*' || rangeSub === actualSub);
}

export const isJson = (type: string) => type === 'application/json' || type.endsWith('+json');
