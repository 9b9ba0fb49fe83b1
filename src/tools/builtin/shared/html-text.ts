// Readable text from HTML without a DOM: enough for a language model to read a web page or an
// HTML-only e-mail. Not a sanitizer; its output is plain text and never rendered as HTML.

const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', copy: '©', reg: '®', trade: '™',
  hellip: '…', mdash: '—', ndash: '–', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', laquo: '«',
  raquo: '»', middot: '·', bull: '•', euro: '€', pound: '£', yen: '¥', cent: '¢', deg: '°',
  times: '×', divide: '÷', para: '¶', sect: '§', shy: '', zwj: '', zwnj: '', larr: '←', rarr: '→',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1].toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The <title>, or og:title when the title is missing. */
export function htmlTitle(html: string): string | undefined {
  const title = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(html)?.[1];
  const value = title ? collapse(decodeEntities(title)) : metaContent(html, 'og:title');
  return value || undefined;
}

/** content="..." of <meta name|property="key">, whatever the attribute order. */
export function metaContent(html: string, key: string): string | undefined {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attrs = Object.fromEntries([...tag.matchAll(/([a-z:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)].map((m) => [m[1].toLowerCase(), m[2] ?? m[3] ?? m[4]]));
    if ((attrs.name ?? attrs.property)?.toLowerCase() === key) return attrs.content ? collapse(decodeEntities(attrs.content)) : undefined;
  }
  return undefined;
}

const DROP = ['script', 'style', 'noscript', 'template', 'svg', 'iframe', 'object', 'head', 'nav', 'footer', 'aside', 'form'];
const BLOCK = /<\/?(?:p|div|br|hr|h[1-6]|ul|ol|dl|dt|dd|table|tr|section|article|header|main|blockquote|pre|figure|figcaption|address)\b[^>]*>/gi;

/** Text of the page's <main> (or <article>, or <body>), one block per line, entities decoded. */
export function htmlToText(html: string): string {
  let doc = html.replace(/<!--[\s\S]*?-->/g, '');
  for (const tag of DROP) doc = doc.replace(new RegExp(`<${tag}\\b[\\s\\S]*?</${tag}\\s*>`, 'gi'), ' ');
  // Pages put their content in <main> or <article>; the rest is chrome (menus, banners).
  const focus = /<main\b[^>]*>([\s\S]*)<\/main\s*>/i.exec(doc)?.[1] ?? /<article\b[^>]*>([\s\S]*)<\/article\s*>/i.exec(doc)?.[1] ?? doc;
  const text = focus
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/t[dh]\s*>/gi, ' \t')
    .replace(BLOCK, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
