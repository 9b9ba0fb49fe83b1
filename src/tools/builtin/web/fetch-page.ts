// web.fetch_page: a public web page as title and readable text, through the egress guard (E7).
import { ToolError } from '../../tool-error.ts';
import { defineTool } from '../shared/define-tool.ts';
import { readHtml } from '../shared/html-text.ts';
import { generatedPage, SIMULATED_PAGES, simulatedKey } from './pages.ts';

type Input = { url: string; maxLength?: number };
type Output = { url: string; status: number; contentType: string; title?: string; description?: string; text: string; length: number; truncated: boolean };

const DEFAULT_MAX = 20_000;
const TEXTUAL = /^(text\/|application\/(json|xml|xhtml\+xml|ld\+json|rss\+xml|atom\+xml)|[^;]*\+(xml|json))/i;
const HTML = /^(text\/html|application\/xhtml\+xml)/i;

function checkUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new ToolError('invalid_input', `url "${raw}" is not an absolute URL`, { status: 400 });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ToolError('invalid_input', `Only http and https pages can be fetched, not ${url.protocol}`, { status: 400 });
  if (url.username || url.password) throw new ToolError('invalid_input', 'URLs with credentials are not fetched', { status: 400 });
  return url;
}

/** Turns a fetched body into the tool's answer; shared by the live fetch and the simulated pages. */
export function readPage(url: string, status: number, contentType: string, body: string, maxLength: number): Output {
  if (!TEXTUAL.test(contentType || 'text/html')) throw new ToolError('tool_error', `The page is ${contentType}, not text or HTML`, { status });
  const page = HTML.test(contentType || 'text/html') ? readHtml(body) : undefined;
  const full = page ? page.text : body.trim();
  let text = full.slice(0, maxLength);
  if (/[\ud800-\udbff]$/.test(text)) text = text.slice(0, -1); // never end on half a surrogate pair
  const description = page?.meta.get('description') || undefined;
  return { url, status, contentType, title: page?.title, description, text, length: full.length, truncated: full.length > text.length || !!page?.cut };
}

function failure(status: number, url: string): ToolError {
  if (status === 404 || status === 410) return new ToolError('not_found', `${url} answered ${status}: the page does not exist`, { status });
  if (status === 429) return new ToolError('rate_limited', `${url} answered 429: too many requests`, { status });
  if (status >= 500) return new ToolError('service_unavailable', `${url} answered ${status}`, { status });
  // A site that refuses (401/403) is not a missing OAuth scope: report it, do not ask for consent.
  return new ToolError('tool_error', `${url} answered ${status}`, { status });
}

export const fetchPage = defineTool<Input, Output>({
  name: 'web.fetch_page',
  service: 'web',
  description: 'Fetch a public web page by URL and return its title and readable text (scripts, styles and menus removed), cut at maxLength characters. For reading a known address, not for searching the web.',
  keywords: ['web', 'website', 'web page', 'url', 'link', 'browse', 'open', 'read page', 'scrape', 'article', 'docs', 'http'],
  input: {
    type: 'object',
    additionalProperties: false,
    required: ['url'],
    properties: {
      url: { type: 'string', format: 'uri', description: 'Absolute http(s) address, e.g. "https://example.com/pricing".' },
      maxLength: { type: 'integer', minimum: 500, maximum: 100_000, default: DEFAULT_MAX, description: 'Most characters of text to return.' },
    },
  },
  output: '{url, status, contentType, title?, description?, text, length, truncated}',
  scopes: [],
  mutates: false,
  sandbox(input) {
    const url = checkUrl(input.url);
    const key = simulatedKey(url);
    const simulated = SIMULATED_PAGES[key] ?? generatedPage(url);
    return readPage(key, 200, simulated.contentType, simulated.body, input.maxLength ?? DEFAULT_MAX);
  },
  async live(input, api) {
    const url = checkUrl(input.url);
    const res = await api.fetchPublic(url.toString());
    if (res.status < 200 || res.status >= 300) throw failure(res.status, res.url || url.toString());
    return readPage(res.url || url.toString(), res.status, res.contentType, res.body, input.maxLength ?? DEFAULT_MAX);
  },
});
