// What the web tool does, in the words the planner and the matcher read (intent-types.ts).
import type { ToolIntent } from '../../intent-types.ts';
import { excerpt, str } from '../shared/summary-text.ts';

export const webIntents: Record<string, ToolIntent> = {
  'web.fetch_page': {
    verbs: ['fetch', 'read', 'open', 'get', 'summarize', 'visit', 'browse', 'check', 'look'],
    objects: ['page', 'url', 'link', 'website', 'site', 'article', 'web'],
    summary: (_input, output) =>
      `Fetched ${str(output, 'url')} (title ${str(output, 'title') ? `'${str(output, 'title')}'` : 'none'}): ${excerpt(str(output, 'text'), 600)}${(output as { truncated?: boolean })?.truncated ? ' (page truncated)' : ''}`,
  },
};
