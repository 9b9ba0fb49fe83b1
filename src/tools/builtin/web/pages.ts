// The sandbox's simulated web. Fetching a public page has no side effects, but a sandbox call has no
// LiveApi and must not reach the network (tests, CI, pk_test_ tasks in air-gapped installs), so
// test-mode tasks read this small fixed set of pages instead, deterministic for every user.

export type SimulatedPage = { contentType: string; body: string };

const page = (title: string, main: string, extraHead = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${extraHead}<style>body{font-family:sans-serif}</style><script>window.analytics=[];</script></head>` +
  `<body><nav><a href="/">Home</a> <a href="/pricing">Pricing</a> <a href="/blog">Blog</a></nav><main>${main}</main><footer>&copy; 2025 Example Inc. All rights reserved.</footer></body></html>`;

const LONG = Array.from({ length: 400 }, (_, i) => `<p>Section ${i + 1}. The archive keeps every release note since the first public beta, with migration steps for each breaking change.</p>`).join('');

export const SIMULATED_PAGES: Record<string, SimulatedPage> = {
  'https://example.com/': {
    contentType: 'text/html; charset=UTF-8',
    body: page('Example Domain', '<h1>Example Domain</h1><p>This domain is for use in illustrative examples in documents. You may use this domain in literature without prior coordination or asking for permission.</p><p><a href="https://www.iana.org/domains/example">More information...</a></p>', '<meta name="description" content="Illustrative example domain.">'),
  },
  'https://example.com/pricing': {
    contentType: 'text/html; charset=UTF-8',
    body: page('Pricing &ndash; Example', '<h1>Pricing</h1><table><tr><th>Plan</th><th>Price</th><th>Seats</th></tr><tr><td>Starter</td><td>$0</td><td>3</td></tr><tr><td>Team</td><td>$12 / seat / month</td><td>Unlimited</td></tr><tr><td>Enterprise</td><td>Contact sales</td><td>Unlimited</td></tr></table><p>All plans include SSO &amp; audit logs.</p>', '<meta name="description" content="Plans and prices for Example.">'),
  },
  'https://example.com/blog/launch': {
    contentType: 'text/html; charset=UTF-8',
    body: page('Introducing Example 3.0 | Example Blog', '<article><h1>Introducing Example 3.0</h1><p class="byline">By Dana Whitfield &middot; March 3, 2025</p><p>Today we are launching Example 3.0 with faster sync, offline mode and a new API.</p><h2>What&#39;s new</h2><ul><li>Sync is 4&times; faster</li><li>Offline mode for mobile</li><li>REST API v3 with webhooks</li></ul><script>trackLaunch()</script><p>Upgrade from the settings page; existing data migrates automatically.</p></article>', '<meta property="og:title" content="Example 3.0 is here">'),
  },
  'https://example.com/archive': { contentType: 'text/html; charset=UTF-8', body: page('Release archive', `<h1>Release archive</h1>${LONG}`) },
  'https://docs.example.org/getting-started': {
    contentType: 'text/html; charset=utf-8',
    body: page('Getting started - Example Docs', '<h1>Getting started</h1><p>Install the CLI with <code>npm install -g example-cli</code>, then run <code>example login</code>.</p><h2>Next steps</h2><ol><li>Create a project</li><li>Invite your team</li><li>Connect an integration</li></ol>'),
  },
  'https://docs.example.org/api/authentication': {
    contentType: 'text/html; charset=utf-8',
    body: page('Authentication - Example API', '<h1>Authentication</h1><p>Send your API key in the <code>Authorization</code> header as <code>Bearer &lt;key&gt;</code>. Keys start with <code>ex_live_</code> or <code>ex_test_</code>.</p><p>Requests without a valid key are answered <strong>401 Unauthorized</strong>.</p>'),
  },
  'https://docs.example.org/changelog.txt': {
    contentType: 'text/plain; charset=utf-8',
    body: '3.0.0 - Offline mode, API v3\n2.4.1 - Fix sync of large attachments\n2.4.0 - Webhooks (beta)\n',
  },
};

/** The key a URL is stored under: https, lowercase host, no fragment, no trailing slash beyond the root. */
export function simulatedKey(url: URL): string {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : '/';
  return `https://${url.host.toLowerCase()}${path}${url.search}`;
}

/**
 * Any other address answers a generated page (G5: the sandbox serves any plausible name): its title
 * comes from the address's last path segment or host, and its text says it is simulated, so a
 * summary of it never passes for the real page's content.
 */
export function generatedPage(url: URL): SimulatedPage {
  const segment = decodeURIComponent(url.pathname.split('/').filter(Boolean).pop() ?? '').replace(/\.[a-z0-9]{1,5}$/i, '');
  const words = segment.replace(/[-_+]+/g, ' ').trim();
  const title = words ? words[0].toUpperCase() + words.slice(1) : url.hostname;
  const escaped = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return {
    contentType: 'text/html; charset=UTF-8',
    body: page(escaped(title), `<h1>${escaped(title)}</h1><p>Simulated page for ${escaped(url.toString())} in the Baton sandbox: test-mode tasks never reach the network, so this text stands in for the page's real content, which a live task fetches.</p>`),
  };
}
