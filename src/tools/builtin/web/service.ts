// Web: reading public pages. Needs no end user's connection; egress goes through the E7 guard.
import type { ServiceDef, ToolDef } from '../../types.ts';
import { withIntents } from '../../intent-types.ts';
import { webIntents } from './intents.ts';
import { fetchPage } from './fetch-page.ts';

export const webService: ServiceDef = {
  id: 'web',
  name: 'Web',
  description: 'Read public web pages: fetch a URL and get its title and readable text.',
  keywords: ['web', 'web page', 'website', 'url', 'internet', 'browse', 'article', 'public page', 'changelog', 'documentation', 'site', 'online'],
  requiresConnection: false,
  apiBaseUrl: '',
  // Simulated pages are constants (see pages.ts); there is no per-user state to seed.
  sandboxSeed: () => ({}),
};

export const webTools: ToolDef[] = withIntents([fetchPage], webIntents);
