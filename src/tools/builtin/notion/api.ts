// Notion API conventions every Notion tool shares: the pinned Notion-Version header, ids that users
// paste as URLs or without dashes, and paging parameters.
import type { JsonSchema, LiveApi, LiveRequest } from '../../types.ts';

export const NOTION_VERSION = '2022-06-28';

export function notionRequest<T>(api: LiveApi, req: LiveRequest): Promise<T> {
  return api.request<T>({ ...req, headers: { 'notion-version': NOTION_VERSION, ...req.headers } });
}

/**
 * Notion ids are UUIDs, but people paste page URLs ("notion.so/Roadmap-1a2b...") or the 32 hex digits
 * without dashes; Notion accepts the dashed form everywhere, so that is what tools send and compare.
 */
export function notionId(ref: string): string {
  const compact = ref.replace(/-/g, '');
  const hex = /([0-9a-f]{32})(?![0-9a-f])/i.exec(compact.split(/[?#]/)[0])?.[1];
  if (!hex) return ref;
  const h = hex.toLowerCase();
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export const idProp = (what: string): JsonSchema => ({
  type: 'string',
  minLength: 1,
  description: `${what} id, with or without dashes, or its Notion URL.`,
});

export const pagingProps: Record<string, JsonSchema> = {
  page_size: { type: 'integer', minimum: 1, maximum: 100, default: 25, description: 'Results per page (max 100).' },
  start_cursor: { type: 'string', description: 'next_cursor of the previous page.' },
};

export interface Paging {
  page_size?: number;
  start_cursor?: string;
}

export interface List<T> {
  results: T[];
  next_cursor: string | null;
  has_more: boolean;
}

export function toList<R, T>(list: { results: R[]; next_cursor?: string | null; has_more?: boolean }, map: (raw: R) => T): List<T> {
  return { results: list.results.map(map), next_cursor: list.next_cursor ?? null, has_more: list.has_more ?? false };
}
