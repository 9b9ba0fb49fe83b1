// Plain-language descriptions of the built-in services' OAuth scopes, for consent and settings
// pages: an end user should not have to decode `channels:history`. Unknown scopes show as given.
const descriptions: Record<string, Record<string, string>> = {
  github: {
    repo: 'Read and write your repositories, including private ones: code, issues and pull requests',
    'read:user': 'Read your profile information',
    gist: 'Create and edit your gists',
  },
  slack: {
    'channels:read': 'See the public channels in your workspace',
    'channels:manage': 'Create and manage public channels',
    'channels:history': 'Read messages in public channels',
    'chat:write': 'Send messages as you',
    'search:read': 'Search your workspace',
    'users:read': 'See the people in your workspace',
    'reactions:write': 'Add emoji reactions to messages',
  },
  linear: {
    read: 'Read your issues, projects and teams',
    write: 'Change issues, projects and comments',
    'issues:create': 'Create issues',
    'comments:create': 'Comment on issues',
  },
  google_calendar: {
    'https://www.googleapis.com/auth/calendar.readonly': 'See your calendars and events',
    'https://www.googleapis.com/auth/calendar.events': 'Create, change and delete events in your calendars',
  },
  gmail: {
    'https://www.googleapis.com/auth/gmail.readonly': 'Read your email messages and settings',
    'https://www.googleapis.com/auth/gmail.compose': 'Manage drafts and send email',
    'https://www.googleapis.com/auth/gmail.send': 'Send email on your behalf',
    'https://www.googleapis.com/auth/gmail.modify': 'Read, label and change your email (not delete it permanently)',
  },
};

export function describeScope(service: string, scope: string): string {
  return descriptions[service]?.[scope] ?? scope;
}

/**
 * Notion grants access per page chosen on its own consent screen, so its tools need no scopes; a
 * tool source without scopes asks for whatever its provider grants by default.
 */
export function describeScopes(service: string, scopes: readonly string[]): string[] {
  if (scopes.length === 0) return [service === 'notion' ? 'Access to the pages and databases you choose to share' : 'Access to your account, as the service grants it'];
  return scopes.map((scope) => describeScope(service, scope));
}
