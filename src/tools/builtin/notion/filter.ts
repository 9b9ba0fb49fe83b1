// The sandbox's reading of Notion database query filters and sorts, so notion.query_database takes the
// same filter objects in sandbox and live. Covers the conditions of Notion's property filters; relative
// date conditions (past_week, next_month...) are refused rather than guessed.
import { simpleValue, type RawPage, type RawPropertyValue, type SimpleValue } from './shape.ts';
import { validationError } from './state.ts';

export type NotionFilter = Record<string, unknown>;
export type NotionSort = { property?: string; timestamp?: 'created_time' | 'last_edited_time'; direction?: 'ascending' | 'descending' };

function propertyOf(page: RawPage, ref: string): RawPropertyValue {
  const found = page.properties[ref] ?? Object.values(page.properties).find((p) => p.id === ref);
  if (!found) throw validationError(`Could not find property with name or id: ${ref}`);
  return found;
}

const lower = (v: unknown) => String(v ?? '').toLowerCase();
const isEmpty = (v: SimpleValue) => v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** Compares dates at the precision the filter gives: a bare date matches the whole day. */
function dateCompare(value: SimpleValue, arg: unknown): number | undefined {
  if (typeof value !== 'string' || typeof arg !== 'string' || value === '') return undefined;
  const start = value.split('/')[0];
  const a = arg.length === 10 ? start.slice(0, 10) : start;
  return a < arg ? -1 : a > arg ? 1 : 0;
}

function condition(value: SimpleValue, op: string, arg: unknown): boolean {
  const list = Array.isArray(value) ? value : undefined;
  const cmp = typeof value === 'number' && typeof arg === 'number' ? value - arg : dateCompare(value, arg);
  switch (op) {
    case 'equals':
      return typeof value === 'string' && typeof arg === 'string' && /^\d{4}-\d{2}-\d{2}/.test(arg) ? cmp === 0 : value === arg;
    case 'does_not_equal':
      return !condition(value, 'equals', arg);
    case 'contains':
      return list ? list.some((v) => v === arg || (typeof v === 'object' && v !== null && !Array.isArray(v) && v.id === arg)) : lower(value).includes(lower(arg));
    case 'does_not_contain':
      return !condition(value, 'contains', arg);
    case 'starts_with':
      return lower(value).startsWith(lower(arg));
    case 'ends_with':
      return lower(value).endsWith(lower(arg));
    case 'is_empty':
      return isEmpty(value) === (arg !== false);
    case 'is_not_empty':
      return isEmpty(value) !== (arg !== false);
    case 'greater_than':
    case 'after':
      return cmp !== undefined && cmp > 0;
    case 'less_than':
    case 'before':
      return cmp !== undefined && cmp < 0;
    case 'greater_than_or_equal_to':
    case 'on_or_after':
      return cmp !== undefined && cmp >= 0;
    case 'less_than_or_equal_to':
    case 'on_or_before':
      return cmp !== undefined && cmp <= 0;
    default:
      throw validationError(`The sandbox does not support the filter condition "${op}".`);
  }
}

function conditionOf(filter: NotionFilter, key: string): [string, unknown] {
  const cond = filter[key];
  const entries = cond && typeof cond === 'object' ? Object.entries(cond) : [];
  if (entries.length !== 1) throw validationError(`body.filter.${key} should hold exactly one condition, e.g. {"equals": "Done"}.`);
  return entries[0];
}

export function matchesFilter(page: RawPage, filter: NotionFilter): boolean {
  if (Array.isArray(filter.and)) return (filter.and as NotionFilter[]).every((f) => matchesFilter(page, f));
  if (Array.isArray(filter.or)) return (filter.or as NotionFilter[]).some((f) => matchesFilter(page, f));
  if (filter.timestamp === 'created_time' || filter.timestamp === 'last_edited_time') {
    const [op, arg] = conditionOf(filter, filter.timestamp);
    return condition(page[filter.timestamp], op, arg);
  }
  if (typeof filter.property !== 'string') throw validationError('body.filter needs "property", "timestamp", "and" or "or".');
  const property = propertyOf(page, filter.property);
  const key = Object.keys(filter).find((k) => k !== 'property') ?? '';
  // A title is filtered as rich_text too; computed properties are filtered by their result type.
  const fits = key === property.type || (key === 'rich_text' && property.type === 'title') || ['formula', 'rollup'].includes(property.type);
  if (!fits) throw validationError(`body.filter.${key} does not match property "${filter.property}", which is a ${property.type} property.`);
  const [op, arg] = conditionOf(filter, key);
  return condition(simpleValue(property), op, arg);
}

type Key = string | number | boolean | null;

/** Lists sort by their first item and people by name, as Notion orders them. */
function sortKey(page: RawPage, sort: NotionSort): Key {
  if (sort.timestamp) return page[sort.timestamp];
  let value = simpleValue(propertyOf(page, sort.property ?? ''));
  if (Array.isArray(value)) value = value.length ? value[0] : null;
  if (value && typeof value === 'object' && !Array.isArray(value)) return value.name ?? value.id;
  return value as Key;
}

/** Applies Notion sorts in order; empty values go last, as in Notion. Without sorts: newest first. */
export function sortPages(pages: RawPage[], sorts: NotionSort[] | undefined): RawPage[] {
  const order: NotionSort[] = sorts?.length ? sorts : [{ timestamp: 'created_time', direction: 'descending' }];
  return [...pages].sort((a, b) => {
    for (const sort of order) {
      const x = sortKey(a, sort);
      const y = sortKey(b, sort);
      if (x === y) continue;
      if (x === null || x === '') return 1;
      if (y === null || y === '') return -1;
      return (x < y ? -1 : 1) * (sort.direction === 'descending' ? -1 : 1);
    }
    return 0;
  });
}
