// Small pieces the tools' summaries are built from: a title in quotes, a list of names, a field
// read safely from an untyped result. Summaries name what was touched, never more than it holds.

export type Rec = Record<string, unknown>;

export const isRec = (v: unknown): v is Rec => !!v && typeof v === 'object' && !Array.isArray(v);

/** A string field of a record, or '' (results are untyped JSON). */
export function str(rec: unknown, ...path: string[]): string {
  let v: unknown = rec;
  for (const key of path) v = isRec(v) ? v[key] : undefined;
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}

/** An array field of a record, or []. */
export function arr(rec: unknown, key?: string): unknown[] {
  const v = key === undefined ? rec : isRec(rec) ? rec[key] : undefined;
  return Array.isArray(v) ? v : [];
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** 'Title' in quotes, cut at 120 characters. */
export function quoted(text: string): string {
  const line = oneLine(text);
  return `'${line.length > 120 ? `${line.slice(0, 119)}\u2026` : line}'`;
}

/** "3 issues: #1 'A'; #2 'B'; #3 'C'." — every item up to 25, then how many more. */
export function listed(noun: string, items: readonly unknown[], label: (item: unknown) => string, where = ''): string {
  if (items.length === 0) return `Found no ${noun}${where}.`;
  const shown = items.slice(0, 25).map(label).filter(Boolean);
  const more = items.length > 25 ? ` and ${items.length - 25} more` : '';
  return `Found ${items.length} ${items.length === 1 ? noun.replace(/s$/, '') : noun}${where}: ${shown.join('; ')}${more}.`;
}

/** A text excerpt of at most `max` characters, on one line. */
export function excerpt(text: string, max = 400): string {
  const line = oneLine(text);
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}\u2026` : line;
}
