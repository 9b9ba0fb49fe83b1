// What the docs show, compared with what Baton answers. Two notations appear in the docs:
// - JSON examples, where `...` stands for what varies: `"req_8xK..."` (a string starting so),
//   `{...}` (some object), `[...]` (some list), `, ...}` (more keys), `, ...]` (more items). Ids and timestamps stand for
//   any of their kind; numbers for any number; every other value is literal.
// - Shapes in tables, such as `{id, type, status: "deleted", deleted_at?}`: the keys an answer has
//   (`?`: only sometimes; `...`: and others), with a literal value where one is given and a nested
//   shape for objects and lists (`data: [{id, status}]`).
import { isDeepStrictEqual } from 'node:util';

const idPattern = /^(task|msg|req|acct|key|usr|user|src|del|evt)_(test_)?[A-Za-z0-9]+$/;
const isoPattern = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{3})?Z$/;

/** Parses a JSON example with `...` into a value where the ellipses are markers. */
export function parseShownJson(text: string): unknown {
  const marked = text
    .replace(/"((?:[^"\\]|\\.)*?)\.\.\."/g, (_, prefix: string) => JSON.stringify({ $prefix: JSON.parse(`"${prefix}"`) }))
    .replace(/\{\s*\.\.\.\s*\}/g, '{"$partial": true}')
    .replace(/\[\s*\.\.\.\s*\]/g, '[{"$more": true}]')
    .replace(/,\s*\.\.\.\s*\}/g, ', "$partial": true}')
    .replace(/,\s*\.\.\.\s*\]/g, ', {"$more": true}]');
  return JSON.parse(marked);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Where `actual` differs from the example `shown` (empty when it matches). */
export function differencesFromJson(shown: unknown, actual: unknown, at = '$'): string[] {
  if (isRecord(shown) && '$prefix' in shown) {
    const prefix = String(shown.$prefix);
    // `req_8xK...`: an id of that kind, whatever its random part.
    if (idPattern.test(`${prefix}0`)) return differencesFromJson(`${prefix}0`, actual, at);
    return typeof actual === 'string' && actual.startsWith(prefix) ? [] : [`${at}: ${JSON.stringify(actual)} does not start with ${JSON.stringify(prefix)}`];
  }
  if (typeof shown === 'string') {
    if (isoPattern.test(shown)) return typeof actual === 'string' && isoPattern.test(actual) ? [] : [`${at}: ${JSON.stringify(actual)} is not a timestamp`];
    const id = idPattern.exec(shown);
    if (id) return typeof actual === 'string' && idPattern.test(actual) && actual.startsWith(`${id[1]}_${id[2] ?? ''}`) ? [] : [`${at}: ${JSON.stringify(actual)} is not a ${id[1]}_ id`];
  }
  if (typeof shown === 'number') return typeof actual === 'number' ? [] : [`${at}: ${JSON.stringify(actual)} is not a number`];
  if (Array.isArray(shown)) {
    if (!Array.isArray(actual)) return [`${at}: ${JSON.stringify(actual)} is not a list`];
    const more = isRecord(shown.at(-1)) && (shown.at(-1) as Record<string, unknown>).$more === true;
    const items = more ? shown.slice(0, -1) : shown;
    if (more ? actual.length < items.length : actual.length !== items.length) return [`${at}: ${actual.length} items, the docs show ${items.length}${more ? ' or more' : ''}`];
    return items.flatMap((item, i) => differencesFromJson(item, actual[i], `${at}[${i}]`));
  }
  if (isRecord(shown)) {
    if (!isRecord(actual)) return [`${at}: ${JSON.stringify(actual)} is not an object`];
    const partial = shown.$partial === true;
    const keys = Object.keys(shown).filter((key) => key !== '$partial');
    const missing = keys.filter((key) => !(key in actual)).map((key) => `${at}.${key}: missing`);
    const extra = partial ? [] : Object.keys(actual).filter((key) => !keys.includes(key)).map((key) => `${at}.${key}: present but not shown`);
    return [...missing, ...extra, ...keys.filter((key) => key in actual).flatMap((key) => differencesFromJson(shown[key], actual[key], `${at}.${key}`))];
  }
  return isDeepStrictEqual(shown, actual) ? [] : [`${at}: ${JSON.stringify(actual)}, the docs show ${JSON.stringify(shown)}`];
}

type Shape = { kind: 'any' } | { kind: 'literal'; value: unknown } | { kind: 'list'; item: Shape } | { kind: 'object'; keys: Map<string, { optional: boolean; shape: Shape }>; open: boolean };

/** Parses a table shape such as `{data: [{id, status?}], has_more}`. */
export function parseShape(text: string): Shape {
  const tokens = text.match(/"(?:[^"\\]|\\.)*"|\.\.\.|[{}[\]:,?]|[A-Za-z_][\w.]*|-?\d+(?:\.\d+)?/g) ?? [];
  let i = 0;
  const next = () => tokens[i++];
  const peek = () => tokens[i];
  const expect = (token: string) => {
    if (next() !== token) throw new Error(`shape ${text}: expected ${token} at token ${i}`);
  };
  function value(): Shape {
    const token = next();
    if (token === '{') return object();
    if (token === '[') {
      const start = i;
      const item = value();
      if (peek() === '...') next();
      if (peek() !== ']') {
        i = start;
        return described(']');
      }
      expect(']');
      return { kind: 'list', item };
    }
    if (token.startsWith('"') || /^-?\d/.test(token) || ['true', 'false', 'null'].includes(token)) return { kind: 'literal', value: JSON.parse(token) };
    if (peek() === '...') next(); // `source...`: items described in words
    return { kind: 'any' };
  }
  /** Skips to the bracket that closes the one just read: words inside (`[ids, active first]`) describe, they do not shape. */
  function described(close: string): Shape {
    for (let depth = 0; ; ) {
      const token = next();
      if (token === undefined) throw new Error(`shape ${text}: no ${close}`);
      if (token === '{' || token === '[') depth++;
      else if ((token === '}' || token === ']') && depth-- === 0) return { kind: 'any' };
    }
  }
  function object(): Shape {
    const start = i;
    const keys = new Map<string, { optional: boolean; shape: Shape }>();
    let open = false;
    while (peek() !== '}') {
      if (!/^[A-Za-z_]\w*$|^\.\.\.$/.test(peek() ?? '') || ![',', '?', ':', '}'].includes(tokens[i + 1] ?? '')) {
        i = start;
        return described('}');
      }
      if (peek() === '...') {
        next();
        open = true;
      } else {
        const key = next();
        const optional = peek() === '?' ? (next(), true) : false;
        const shape = peek() === ':' ? (next(), value()) : { kind: 'any' as const };
        keys.set(key, { optional, shape });
      }
      if (peek() === ',') next();
    }
    expect('}');
    return { kind: 'object', keys, open };
  }
  const shape = value();
  if (i !== tokens.length) throw new Error(`shape ${text}: unexpected ${tokens[i]}`);
  return shape;
}

/** Where `actual` differs from a table shape (empty when it matches). */
export function differencesFromShape(shape: Shape, actual: unknown, at = '$'): string[] {
  switch (shape.kind) {
    case 'any':
      return [];
    case 'literal':
      return isDeepStrictEqual(shape.value, actual) ? [] : [`${at}: ${JSON.stringify(actual)}, the docs show ${JSON.stringify(shape.value)}`];
    case 'list':
      if (!Array.isArray(actual)) return [`${at}: ${JSON.stringify(actual)} is not a list`];
      if (actual.length === 0) return [`${at}: an empty list proves nothing; the check needs an item`];
      return actual.flatMap((item, index) => differencesFromShape(shape.item, item, `${at}[${index}]`));
    case 'object': {
      if (!isRecord(actual)) return [`${at}: ${JSON.stringify(actual)} is not an object`];
      const found: string[] = [];
      for (const [key, { optional, shape: inner }] of shape.keys) {
        if (!(key in actual)) {
          if (!optional) found.push(`${at}.${key}: missing`);
        } else found.push(...differencesFromShape(inner, actual[key], `${at}.${key}`));
      }
      if (!shape.open) found.push(...Object.keys(actual).filter((key) => !shape.keys.has(key)).map((key) => `${at}.${key}: present but not shown`));
      return found;
    }
  }
}
