// Notion: pages, page content and databases through the public API (version 2022-06-28).
// Notion has no OAuth scopes: the user picks which pages the integration may see during consent,
// so every tool lists none, and a page that was not shared answers 404 object_not_found.
import type { ServiceDef, ToolDef } from '../../types.ts';
import { withIntents } from '../../intent-types.ts';
import { notionIntents } from './intents.ts';
import { appendToPage } from './blocks.ts';
import { getDatabase, queryDatabase } from './databases.ts';
import { createPage } from './page-create.ts';
import { getPage, updatePage } from './pages.ts';
import { search } from './search.ts';
import { notionSeed } from './seed.ts';

export const notionService: ServiceDef = {
  id: 'notion',
  name: 'Notion',
  description: 'Docs, wikis and databases in Notion: search and read pages, write content, and track entries in Notion databases.',
  keywords: ['notion', 'wiki', 'docs', 'document', 'knowledge base', 'checklist', 'database', 'handbook', 'to-do list', 'notion page', 'wiki page', 'my notes', 'our notes'],
  requiresConnection: true,
  apiBaseUrl: 'https://api.notion.com/v1',
  oauth: {
    authorizeUrl: 'https://api.notion.com/v1/oauth/authorize',
    tokenUrl: 'https://api.notion.com/v1/oauth/token',
    // owner=user is required: the integration acts for the person who consents.
    extraAuthParams: { owner: 'user' },
    // Notion documents HTTP Basic client authentication for its token endpoint.
    clientAuth: 'basic',
  },
  sandboxSeed: notionSeed,
};

export const notionTools: ToolDef[] = withIntents([search, getPage, createPage, updatePage, appendToPage, queryDatabase, getDatabase], notionIntents);
