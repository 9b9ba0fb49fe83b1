// Lists are offset pages, newest first ({data, has_more}); this walks them page by page.
export interface Page<T> {
  data: T[];
  has_more: boolean;
}

export interface PageQuery {
  limit?: number;
  offset?: number;
}

/**
 * Every item from `query.offset` on, fetching `query.limit` (default 100) at a time. Items created
 * while iterating shift the offsets: an item may then be seen twice, so dedupe on id if it matters.
 */
export async function* paginate<T, Q extends PageQuery>(fetchPage: (query: Q) => Promise<Page<T>>, query: Q): AsyncGenerator<T, void, undefined> {
  let offset = query.offset ?? 0;
  const limit = query.limit ?? 100;
  for (;;) {
    const page = await fetchPage({ ...query, limit, offset });
    yield* page.data;
    if (!page.has_more || page.data.length === 0) return;
    offset += page.data.length;
  }
}
