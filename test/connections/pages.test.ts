// The end-user pages escape everything they show, and the embedded key file reloads after a
// rotation by another process. Pure functions and files: no server.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { renderSandboxConsentPage } from '../../src/http/pages/consent-pages.ts';
import { renderErrorPage } from '../../src/http/pages/error-page.ts';
import { renderSettingsPage } from '../../src/http/pages/settings-page.ts';
import { generateKeyEntry, open, parseKeyRing, seal } from '../../src/lib/secret-box.ts';
import { fileBackedKeyRing, nextKeyId, writeKeyFile } from '../../src/server/key-file.ts';

const hostile = `<img src=x onerror="alert('x')">&`;

describe('end-user pages', () => {
  it('escape the application name, scopes, messages and form values', () => {
    const consent = renderSandboxConsentPage({ environment: 'test', service: 'github', serviceName: 'GitHub', scopes: [hostile], appName: hostile, expiresAt: '2030-01-01T00:00:00.000Z' }, '/oauth/authorize/abc');
    const error = renderErrorPage('invalid_request', hostile);
    const settings = renderSettingsPage({
      appName: hostile, userId: hostile, expiresAt: '2030-01-01T00:00:00.000Z', csrf: `"><script>`,
      connections: [{ service: 'github', scopes: [hostile], status: 'active', environment: 'live', created_at: 'x', updated_at: 'y' }],
    }, '/settings/abc/revoke');
    for (const page of [consent, error, settings]) {
      assert.ok(!page.includes('<img') && !page.includes('<script'), page);
      assert.ok(page.includes('&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;'));
      assert.match(page, /^<!doctype html>\n<html lang="en">/);
    }
    assert.match(settings, /aria-label="Revoke GitHub \(live\)"/);
  });
});

describe('the embedded key file', () => {
  it('is replaced atomically with mode 0600, and a running ring picks up the new active key', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'baton-keyfile-'));
    try {
      const file = path.join(dir, 'encryption.key');
      writeFileSync(file, `${generateKeyEntry('k1')}\n`, { mode: 0o600 });
      const running = fileBackedKeyRing(file);
      const old = seal(running, 'secret', 'ctx');
      const rotated = parseKeyRing(`${generateKeyEntry('k2')},k1:${running.keys.get('k1')!.toString('base64')}`);
      assert.equal(nextKeyId(running), 'k2');
      writeKeyFile(file, rotated);
      assert.equal(statSync(file).mode & 0o777, 0o600);
      const rotatedElsewhere = seal(rotated, 'fresh', 'ctx');
      assert.equal(open(running, rotatedElsewhere, 'ctx'), 'fresh', 'an unknown key id makes the ring reload the file');
      assert.equal(running.activeKeyId, 'k2');
      assert.equal(open(running, old, 'ctx'), 'secret', 'old values still open');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
