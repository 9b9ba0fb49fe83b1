// Web: reading public pages. Needs no end user's connection; egress goes through the E7 guard.
import type { ServiceDef, ToolDef } from '../../types.ts';
import { fetchPage } from './fetch-page.ts';

export const webService: ServiceDef = {
  id: 'web',
  name: 'Web',
  description: 'Read public web pages: fetch a URL and get its title and readable text.',
  keywords: ['web', 'website', 'page', 'url', 'link', 'internet', 'browse', 'read', 'article', 'documentation'],
  requiresConnection: false,
  apiBaseUrl: '',
  // Simulated pages are constants (see pages.ts); there is no per-user state to seed.
  sandboxSeed: () => ({}),
};

export const webTools: ToolDef[] = [fetchPage];
