// Ordering for sandbox lists, which must sort the way the provider documents (field and direction).

type SortKey = string | number | boolean | null | undefined;

/**
 * A sorted copy; missing keys go last in either direction, as providers list unset dates last.
 * `tie` orders equal keys in the same direction (GitHub lists issues made in the same second
 * newest number first).
 */
export function sortBy<T>(items: readonly T[], key: (item: T) => SortKey, direction: 'asc' | 'desc' = 'asc', tie?: (item: T) => SortKey): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if (x === y) return tie && tie(a) !== tie(b) ? ((tie(a) as number) < (tie(b) as number) ? -1 : 1) * sign : 0;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    return (x < y ? -1 : 1) * sign;
  });
}
