// Offset pagination (spec 2, 4.1, 4.2): fetch one row more than asked to know has_more exactly.
export interface Page {
  limit: number;
  offset: number;
}

export function pageOf(query: { limit?: number; offset?: number }): Page {
  return { limit: query.limit ?? 20, offset: query.offset ?? 0 };
}

export function collection<T>(rows: T[], page: Page): { data: T[]; has_more: boolean } {
  return { data: rows.slice(0, page.limit), has_more: rows.length > page.limit };
}
