// A scripted browser for test/helpers/oauth-server.ts: follows redirects with a cookie jar, signs in
// on the login page, approves (or denies) on the consent page, and stops at the redirect URI
// without requesting it, returning the callback URL the browser would have hit.

function isRedirectTarget(url: string, redirectUris: string[]): boolean {
  const a = new URL(url);
  return redirectUris.some((uri) => {
    const b = new URL(uri);
    return a.origin === b.origin && a.pathname === b.pathname;
  });
}

/** Keeps `name=value` of each Set-Cookie; a cookie set to expire is dropped. Paths are ignored: one host. */
function storeCookies(jar: Map<string, string>, res: Response): void {
  for (const line of res.headers.getSetCookie()) {
    const [pair, ...attributes] = line.split(';');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const expires = attributes.find((a) => a.trim().toLowerCase().startsWith('expires='));
    const expired = expires !== undefined && Date.parse(expires.split('=')[1]) <= Date.now();
    if (value === '' || expired) jar.delete(name);
    else jar.set(name, value);
  }
}

export async function followConsent(authUrl: string, redirectUris: string[], deny: boolean): Promise<string> {
  const jar = new Map<string, string>();
  let url = authUrl;
  let form: URLSearchParams | undefined;
  for (let hop = 0; hop < 20; hop += 1) {
    if (isRedirectTarget(url, redirectUris)) return url;
    const headers: Record<string, string> = { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const res = await fetch(url, { method: form ? 'POST' : 'GET', body: form, headers, redirect: 'manual' });
    storeCookies(jar, res);
    form = undefined;
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      await res.body?.cancel();
      url = new URL(location, url).href;
      continue;
    }
    const text = await res.text();
    const prompt = /data-prompt="([a-z_]+)"/.exec(text)?.[1];
    if (res.status !== 200 || !prompt) throw new Error(`user agent stuck at ${url}: HTTP ${res.status} ${text.slice(0, 300)}`);
    // Signing in always succeeds; the decision that matters is the one on the consent page.
    form = new URLSearchParams({ decision: deny && prompt === 'consent' ? 'deny' : 'approve' });
  }
  throw new Error(`user agent gave up after 20 hops at ${url}`);
}
