// Readable text from HTML without a DOM: enough for a language model to read a web page or an
// HTML-only e-mail. Not a sanitizer; its output is plain text and never rendered as HTML.
// One pass of htmlparser2's tokenizer over at most MAX_HTML_CHARS characters (ADR 9): the regexes
// this replaced were quadratic (a 200 KiB page of `<` froze the process for 13 s), and htmlparser2's
// own Parser is quadratic in nesting depth (its element stack), so only the tokenizer is used and
// no tree or stack is kept: a tag's effect on the text depends on its name alone.
import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2';

/**
 * Most characters of HTML read; the rest of a larger input is ignored and `cut` says so. Reading
 * costs up to about 0.25 s per MiB of the worst shapes on a loaded 2-core machine, and the worker
 * runs tools on the same event loop as the API: 1 MiB keeps one page or e-mail under that.
 */
export const MAX_HTML_CHARS = 1024 * 1024;

/** Elements whose content is never text to read: code, styling, page chrome, embedded documents. */
const DROP = new Set(['script', 'style', 'noscript', 'template', 'svg', 'iframe', 'object', 'head', 'nav', 'footer', 'aside', 'form']);
/** Elements whose start and end tags break the line. */
const BLOCK = new Set(['p', 'div', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'dl', 'dt', 'dd', 'table', 'tr', 'section', 'article', 'header', 'main', 'blockquote', 'pre', 'figure', 'figcaption', 'address']);

export interface HtmlDocument {
  /** Text of the first <main> (or <article>, or the whole page), one block per line, entities decoded. */
  text: string;
  /** The first <title>, or og:title when there is none. */
  title?: string;
  /** The first <meta name|property=KEY content=...> of each lowercased KEY, whitespace collapsed. */
  meta: Map<string, string>;
  /** The input was longer than MAX_HTML_CHARS: only its beginning was read. */
  cut: boolean;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Text being built for one part of the page. Line breaks beyond a blank line, and white space
 * after a break, are dropped as they arrive (the final text would drop them anyway), so a page of
 * `<div>` repeated builds nothing.
 */
class Sink {
  private readonly parts: string[] = [];
  /** Line breaks since the last character that is not white space (at most 2 are kept). */
  private breaks = 0;
  add(piece: string): void {
    if (/\S/.test(piece)) {
      this.parts.push(piece);
      this.breaks = 0;
      return;
    }
    if (this.parts.length === 0) return; // leading white space is trimmed
    const newlines = piece.split('\n').length - 1;
    if (newlines === 0) {
      if (this.breaks === 0) this.parts.push(piece); // a space between words
      return;
    }
    // Spaces around a break are trimmed from their lines; three or more breaks make one blank line.
    const kept = Math.min(newlines, 2 - this.breaks);
    if (kept > 0) this.parts.push('\n'.repeat(kept));
    this.breaks += kept;
  }
  get text(): string {
    return this.parts.join('');
  }
}

/** The first element of one name (<main>, <article>), nested ones of that name included. */
class Region extends Sink {
  depth = 0;
  seen = false;
  open(): void {
    if (this.depth > 0 || !this.seen) this.depth++;
    this.seen = true;
  }
  close(): void {
    if (this.depth > 0) this.depth--;
  }
}

/** Tokenizer callbacks that build the text as tags and text arrive; every callback is O(its own input). */
class TextCollector implements TokenizerCallbacks {
  readonly whole = new Sink();
  readonly main = new Region();
  readonly article = new Region();
  title: string | undefined;
  readonly meta = new Map<string, string>();
  private tag = '';
  private attrs = new Map<string, string>();
  private attrName = '';
  private attrValue = '';
  /** The DROP element being skipped and how many of that name are open. */
  private dropping: string | undefined;
  private dropDepth = 0;
  private titleText: string | undefined;
  private readonly html: string;
  /** Text not yet emitted: the tokenizer reports `<<<` as one range per `<`, merged here into one. */
  private textStart = 0;
  private textEnd = 0;

  constructor(html: string) {
    this.html = html;
  }

  private emit(text: string): void {
    if (this.titleText !== undefined) this.titleText += text;
    if (this.dropping) return;
    this.whole.add(text);
    if (this.main.depth > 0) this.main.add(text);
    if (this.article.depth > 0) this.article.add(text);
  }

  /** Emits the pending text; called before anything that could change where text goes. */
  private flush(): void {
    if (this.textEnd > this.textStart) this.emit(this.html.slice(this.textStart, this.textEnd));
    this.textStart = this.textEnd = 0;
  }

  private name(start: number, end: number): string {
    return this.html.slice(start, end).toLowerCase();
  }

  onopentagname(start: number, end: number): void {
    this.flush();
    this.tag = this.name(start, end);
    this.attrs = new Map();
  }

  onattribname(start: number, end: number): void {
    this.attrName = this.name(start, end);
    this.attrValue = '';
  }

  onattribdata(start: number, end: number): void {
    if (this.tag === 'meta') this.attrValue += this.html.slice(start, end);
  }

  onattribentity(codepoint: number): void {
    if (this.tag === 'meta') this.attrValue += String.fromCodePoint(codepoint);
  }

  onattribend(): void {
    if (!this.attrs.has(this.attrName)) this.attrs.set(this.attrName, this.attrValue);
  }

  onopentagend(): void {
    this.opened(false);
  }

  onselfclosingtag(): void {
    this.opened(true);
  }

  /** `<x/>` counts as a start tag that never opens an element to skip. */
  private opened(selfClosing: boolean): void {
    const tag = this.tag;
    if (tag === 'meta') {
      const key = (this.attrs.get('name') ?? this.attrs.get('property'))?.toLowerCase();
      const content = collapse(this.attrs.get('content') ?? '');
      if (key && content && !this.meta.has(key)) this.meta.set(key, content);
    }
    if (tag === 'title' && this.title === undefined && !selfClosing) this.titleText = '';
    if (this.dropping === 'head' && tag === 'body') this.dropping = undefined; // <body> ends an unclosed <head>
    if (this.dropping) {
      if (tag === this.dropping && !selfClosing) this.dropDepth++;
      return;
    }
    if (DROP.has(tag) && !selfClosing) {
      this.dropping = tag;
      this.dropDepth = 1;
      return;
    }
    if (tag === 'li') this.emit('\n- ');
    else if (BLOCK.has(tag)) this.emit('\n');
    if (tag === 'main' && !selfClosing) this.main.open();
    if (tag === 'article' && !selfClosing) this.article.open();
  }

  onclosetag(start: number, end: number): void {
    this.flush();
    const tag = this.name(start, end);
    if (tag === 'title' && this.titleText !== undefined) {
      this.title = collapse(this.titleText);
      this.titleText = undefined;
    }
    if (this.dropping) {
      if (tag === this.dropping && --this.dropDepth === 0) this.dropping = undefined;
      return;
    }
    if (tag === 'td' || tag === 'th') this.emit(' \t');
    else if (BLOCK.has(tag)) this.emit('\n');
    if (tag === 'main') this.main.close();
    if (tag === 'article') this.article.close();
  }

  ontext(start: number, end: number): void {
    if (start !== this.textEnd || this.textEnd === this.textStart) {
      this.flush();
      this.textStart = start;
    }
    this.textEnd = end;
  }

  ontextentity(codepoint: number): void {
    this.flush();
    this.emit(String.fromCodePoint(codepoint));
  }

  oncdata(): void {}
  oncomment(): void {}
  ondeclaration(): void {}
  onprocessinginstruction(): void {}
  onend(): void {
    this.flush();
  }
}

/** Reads text, title and meta tags in one pass. */
export function readHtml(html: string): HtmlDocument {
  const cut = html.length > MAX_HTML_CHARS;
  const input = cut ? html.slice(0, MAX_HTML_CHARS) : html;
  const collector = new TextCollector(input);
  const tokenizer = new Tokenizer({ decodeEntities: true }, collector);
  tokenizer.write(input);
  tokenizer.end();
  // Pages put their content in <main> or <article>; the rest is chrome (menus, banners).
  const focus = (collector.main.seen ? collector.main : collector.article.seen ? collector.article : collector.whole).text;
  const text = focus
    .split('\n')
    .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { text, title: collector.title || collector.meta.get('og:title'), meta: collector.meta, cut };
}

/** Text of the page's <main> (or <article>, or <body>), one block per line, entities decoded. */
export function htmlToText(html: string): string {
  return readHtml(html).text;
}

const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', copy: '©', reg: '®', trade: '™',
  hellip: '…', mdash: '—', ndash: '–', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', laquo: '«',
  raquo: '»', middot: '·', bull: '•', euro: '€', pound: '£', yen: '¥', cent: '¢', deg: '°',
  times: '×', divide: '÷', para: '¶', sect: '§', shy: '', zwj: '', zwnj: '', larr: '←', rarr: '→',
};

/** Character references in text that is not HTML (a Gmail snippet): the common named ones and numeric ones. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1].toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}
