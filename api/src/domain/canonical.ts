/** Finds the canonical spelling of a name in a list, ignoring case and surrounding spaces. */
export function canonical<T extends string>(list: readonly T[], value: string): T | undefined {
  const wanted = value.trim().toLowerCase();
  return list.find((item) => item.toLowerCase() === wanted);
}
