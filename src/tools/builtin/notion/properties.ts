// Turns the simple property values a tool takes ({"Status": "Done", "Tags": ["Mobile"]}) into Notion's
// property value objects, using the property types of the target database or page. Live and sandbox
// share it, so a wrongly typed value is refused the same way in both.
import { ToolError } from '../../tool-error.ts';
import { notionId } from './api.ts';

/** Property name -> Notion property type, from a database schema or an existing page. */
export type PropertyTypes = Record<string, string>;

export interface TextRequest {
  type: 'text';
  text: { content: string };
}

/** Rich text for a request; Notion caps one text object at 2,000 characters, so longer text is split. */
export function textRequest(content: string): TextRequest[] {
  return (content.match(/[\s\S]{1,2000}/g) ?? []).map((part) => ({ type: 'text', text: { content: part } }));
}

/** The rich text objects Notion answers with for text sent as `textRequest` (the sandbox stores these). */
export function storedText(parts: TextRequest[]): unknown[] {
  const annotations = { bold: false, italic: false, strikethrough: false, underline: false, code: false, color: 'default' };
  return parts.map((p) => ({ type: 'text', text: { content: p.text.content, link: null }, annotations, plain_text: p.text.content, href: null }));
}

function invalid(message: string): ToolError {
  return new ToolError('invalid_input', message, { status: 400 });
}

function expect<T>(name: string, type: string, value: unknown, ok: (v: unknown) => boolean, what: string): T {
  if (!ok(value)) throw invalid(`Property "${name}" is a ${type} property and expects ${what}.`);
  return value as T;
}

const isString = (v: unknown) => typeof v === 'string';
const orNull = (test: (v: unknown) => boolean) => (v: unknown) => v === null || test(v);
const isStringList = (v: unknown) => Array.isArray(v) && v.every(isString);

function dateValue(text: string): { start: string; end?: string } {
  const [start, end] = text.split('/');
  return end ? { start, end } : { start };
}

/** The Notion property value for one simple value. */
export function propertyValue(name: string, type: string, value: unknown): unknown {
  switch (type) {
    case 'title':
    case 'rich_text':
      return { [type]: textRequest(expect<string>(name, type, value, isString, 'text')) };
    case 'number':
      return { number: expect(name, type, value, orNull((v) => typeof v === 'number'), 'a number or null') };
    case 'checkbox':
      return { checkbox: expect(name, type, value, (v) => typeof v === 'boolean', 'true or false') };
    case 'select': {
      const option = expect<string | null>(name, type, value, orNull(isString), 'an option name or null');
      return { select: option === null ? null : { name: option } };
    }
    case 'status':
      return { status: { name: expect<string>(name, type, value, isString, 'a status name') } };
    case 'multi_select':
      return { multi_select: expect<string[]>(name, type, value, isStringList, 'a list of option names').map((option) => ({ name: option })) };
    case 'date': {
      const date = expect<string | null>(name, type, value, orNull(isString), 'an ISO 8601 date, "start/end", or null');
      return { date: date === null ? null : dateValue(date) };
    }
    case 'url':
    case 'email':
    case 'phone_number':
      return { [type]: expect(name, type, value, orNull(isString), 'text or null') };
    case 'people':
      return { people: expect<string[]>(name, type, value, isStringList, 'a list of user ids').map((id) => ({ object: 'user', id })) };
    case 'relation':
      return { relation: expect<string[]>(name, type, value, isStringList, 'a list of page ids').map((id) => ({ id: notionId(id) })) };
    default:
      throw invalid(`Property "${name}" is a ${type} property, which cannot be set through this tool.`);
  }
}

/** Builds a `properties` request body from an optional title and simple values. */
export function propertiesRequest(types: PropertyTypes, title: string | undefined, values: Record<string, unknown> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const titleName = Object.keys(types).find((name) => types[name] === 'title') ?? 'title';
  if (title !== undefined) out[titleName] = propertyValue(titleName, 'title', title);
  for (const [name, value] of Object.entries(values)) {
    // Notion's own message for an unknown property name.
    if (!(name in types)) throw invalid(`${name} is not a property that exists.`);
    out[name] = propertyValue(name, types[name], value);
  }
  return out;
}

export function typesOf(properties: Record<string, { type: string }>): PropertyTypes {
  return Object.fromEntries(Object.entries(properties).map(([name, p]) => [name, p.type]));
}
