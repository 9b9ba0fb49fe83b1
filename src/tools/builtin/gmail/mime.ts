// Builds the RFC 5322 message the Gmail API wants in `raw` (base64url of the whole message):
// UTF-8 text body in base64, non-ASCII header text as RFC 2047 encoded words, CRLF line ends.
import { forwardFinder } from '../../../lib/forward-search.ts';
import { ToolError } from '../../tool-error.ts';

export type Composed = {
  /** Header name and decoded value, in order; the sandbox stores these as Gmail would show them. */
  headers: [string, string][];
  text: string;
};

export type ComposeInput = {
  from?: string;
  to: string[];
  cc?: string[];
  bcc?: string[];
  subject: string;
  text: string;
  inReplyTo?: string;
  references?: string;
};

const bad = (message: string) => new ToolError('invalid_input', message, { status: 400 });
const ADDRESS = /^(?:(.*?)\s*<([^<>\s@]+@[^<>\s@]+\.[^<>\s@]+)>|([^<>\s@]+@[^<>\s@]+\.[^<>\s@]+))$/;

/** Splits "Name <a@b.example>" or "a@b.example" into its display name and address. */
export function parseAddress(value: string): { name: string; address: string } | undefined {
  const match = ADDRESS.exec(value.trim());
  if (!match) return undefined;
  const name = (match[1] ?? '').trim();
  return { name: /^".*"$/.test(name) ? name.slice(1, -1).replace(/\\(.)/g, '$1') : name, address: match[2] ?? match[3] };
}

const UNCLOSED_AT_BREAK = -2;

/**
 * Splits an address list on commas outside "quoted display names" and <angle addresses>. One
 * forward pass: the regex it replaces, /(?:"(?:[^"\\]|\\.)*"|<[^>]*>|[^,])+/g, rescanned to the end
 * of the header for every `<` without a `>` (a 40,000-character header took 4.5 s).
 */
export function splitAddressList(list: string): string[] {
  const closeAngle = forwardFinder(list.length, (i) => list[i] === '>');
  // Once a quote runs to the end unclosed, none after it can close: each later quote was escaped in that scan.
  let quotesClose = true;
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i < list.length; ) {
    if (list[i] === ',') {
      parts.push(list.slice(start, i));
      start = ++i;
      continue;
    }
    if (list[i] === '"' && quotesClose) {
      const end = quotedEnd(list, i);
      if (end >= 0) {
        i = end + 1;
        continue;
      }
      quotesClose = end === UNCLOSED_AT_BREAK;
    }
    if (list[i] === '<') {
      const end = closeAngle(i + 1);
      if (end < list.length) {
        i = end + 1;
        continue;
      }
    }
    i++;
  }
  parts.push(list.slice(start));
  return parts.map((s) => s.trim()).filter(Boolean);
}

/**
 * The closing quote of the quoted string opening at `open` (a backslash escapes any character but a
 * line break), -1 when the end comes first, UNCLOSED_AT_BREAK at a backslash before a line break.
 */
function quotedEnd(list: string, open: number): number {
  for (let i = open + 1; i < list.length; i++) {
    if (list[i] === '"') return i;
    if (list[i] === '\\') {
      if (i + 1 >= list.length) return -1;
      if (/[\n\r\u2028\u2029]/.test(list[i + 1])) return UNCLOSED_AT_BREAK;
      i++;
    }
  }
  return -1;
}

/** Validates addresses and writes them canonically, quoting display names that hold specials like a comma. */
function checkAddresses(field: string, values: string[] | undefined): string | undefined {
  if (!values || values.length === 0) return undefined;
  const canonical = values.map((value) => {
    const parsed = /[\r\n]/.test(value) ? undefined : parseAddress(value);
    if (!parsed) throw bad(`${field} has an invalid e-mail address: "${value}"`);
    if (!parsed.name) return parsed.address;
    const name = /[,;:"<>@()[\]\\]/.test(parsed.name) ? `"${parsed.name.replace(/["\\]/g, '\\$&')}"` : parsed.name;
    return `${name} <${parsed.address}>`;
  });
  return canonical.join(', ');
}

export function composeMessage(input: ComposeInput): Composed {
  // A CR or LF in a header value would let the caller inject headers (e.g. a hidden Bcc).
  for (const [field, value] of [['subject', input.subject], ['inReplyTo', input.inReplyTo], ['references', input.references]] as const) {
    if (value && /[\r\n]/.test(value)) throw bad(`${field} must be a single line`);
  }
  const headers: [string, string][] = [];
  const add = (name: string, value: string | undefined) => value && headers.push([name, value]);
  add('From', checkAddresses('from', input.from ? [input.from] : undefined));
  add('To', checkAddresses('to', input.to));
  add('Cc', checkAddresses('cc', input.cc));
  add('Bcc', checkAddresses('bcc', input.bcc));
  headers.push(['Subject', input.subject]);
  add('In-Reply-To', input.inReplyTo);
  add('References', input.references);
  return { headers, text: input.text };
}

const isAscii = (text: string) => /^[\x20-\x7e]*$/.test(text);

/** RFC 2047 "B" encoded words, each under 76 characters, never splitting a UTF-8 sequence. */
export function encodeWords(text: string): string {
  if (isAscii(text)) return text;
  const words: string[] = [];
  let chunk = '';
  for (const char of text) {
    if (Buffer.byteLength(chunk + char) > 45) {
      words.push(chunk);
      chunk = '';
    }
    chunk += char;
  }
  words.push(chunk);
  return words.map((w) => `=?UTF-8?B?${Buffer.from(w).toString('base64')}?=`).join('\r\n ');
}

function encodeAddressList(list: string): string {
  return splitAddressList(list)
    .map((entry) => {
      const { name, address } = parseAddress(entry)!;
      if (!name) return address;
      return `${isAscii(name) ? `"${name.replace(/["\\]/g, '\\$&')}"` : encodeWords(name)} <${address}>`;
    })
    .join(', ');
}

const ADDRESS_HEADERS = new Set(['From', 'To', 'Cc', 'Bcc']);

/** The wire form of a composed message. */
export function toRfc5322(message: Composed): string {
  const lines = message.headers.map(([name, value]) => `${name}: ${ADDRESS_HEADERS.has(name) ? encodeAddressList(value) : name === 'Subject' ? encodeWords(value) : value}`);
  lines.push('MIME-Version: 1.0', 'Content-Type: text/plain; charset="UTF-8"', 'Content-Transfer-Encoding: base64');
  const body = Buffer.from(message.text.replace(/\r?\n/g, '\r\n'), 'utf8').toString('base64').replace(/.{76}/g, '$&\r\n');
  return `${lines.join('\r\n')}\r\n\r\n${body}\r\n`;
}

/** Gmail's `raw`: the whole RFC 5322 message, base64url-encoded. */
export function encodeRaw(message: Composed): string {
  return Buffer.from(toRfc5322(message), 'utf8').toString('base64url');
}
