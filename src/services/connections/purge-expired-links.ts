// Consent links (auth_url) and settings links long past their expiry are deleted by the workers'
// housekeeping (src/engine/maintenance.ts). Until then their pages still say "expired" rather
// than "not valid"; after that they only grow the tables, and an unfinished consent keeps its
// sealed PKCE verifier.
import type { Kysely } from 'kysely';
import type { Database } from '../../store/schema.ts';

export async function purgeExpiredLinks(db: Kysely<Database>, expiredBefore: Date): Promise<{ consentLinks: number; settingsLinks: number }> {
  const cutoff = expiredBefore.toISOString();
  const consent = await db.deleteFrom('consent_requests').where('expires_at', '<', cutoff).executeTakeFirst();
  const settings = await db.deleteFrom('settings_links').where('expires_at', '<', cutoff).executeTakeFirst();
  return { consentLinks: Number(consent.numDeletedRows), settingsLinks: Number(settings.numDeletedRows) };
}
