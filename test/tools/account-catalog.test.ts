// An account's catalog (X5) is rebuilt only in what changed: a source whose updated_at is the same
// keeps its built entry, a changed one is read again, a deleted one is gone; and the catalog
// version hashes content only, so however a catalog was reached, the same sources give the same one.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { KeyRing } from '../../src/lib/secret-box.ts';
import type { ServiceContext } from '../../src/services/context.ts';
import { accountCatalog, type CatalogDeps } from '../../src/services/tools/account-catalog.ts';
import { sourceRow } from '../../src/services/tools/register-source.ts';
import { catalog as builtinCatalog } from '../../src/tools/catalog.ts';
import { parseDefinition } from '../../src/tools/custom/definition.ts';
import { accountRow } from '../helpers/embedded-store.ts';
import { storeForSuite, storeKinds } from '../helpers/stores.ts';

const definition = (name: string, description = `Find a ${name} record`) => ({
  name,
  description: `The ${name} service`,
  base_url: `https://${name}.example.com`,
  capabilities: [{ name: 'find_record', description, parameters: { id: { type: 'string', required: true } } }],
});

for (const kind of storeKinds) {
  describe(`account catalog rebuilt per source (${kind})`, () => {
    const suite = storeForSuite(kind);
    let deps: CatalogDeps;
    before(async () => {
      deps = { db: suite.store.db, keyRing: {} as KeyRing, allowPrivateNetworks: false };
      await suite.store.db.insertInto('accounts').values([accountRow('acct_a'), accountRow('acct_b')]).execute();
    });

    const save = async (accountId: string, raw: ReturnType<typeof definition>, at: string) => {
      const def = parseDefinition(raw);
      const row = sourceRow({ keyRing: deps.keyRing } as ServiceContext, accountId, { def, tools: def.tools! }, at, at);
      await suite.store.db.insertInto('tool_sources').values(row).onConflict((oc) => oc.columns(['account_id', 'name']).doUpdateSet(row)).execute();
    };

    it('reuses unchanged sources, reads changed ones again and drops deleted ones', async () => {
      for (const name of ['alpha', 'beta', 'gamma']) await save('acct_a', definition(name), '2026-11-24T10:00:00.000Z');
      const first = await accountCatalog(deps, 'acct_a');
      assert.equal(first.tools.length, builtinCatalog.tools.length + 3);
      assert.equal(await accountCatalog(deps, 'acct_a'), first, 'same stamp, same catalog');

      await save('acct_a', definition('beta', 'Find a beta record by id'), '2026-11-24T10:00:01.000Z');
      const second = await accountCatalog(deps, 'acct_a');
      assert.equal(second.getTool('beta.find_record')?.description, 'Find a beta record by id');
      assert.equal(second.getTool('alpha.find_record'), first.getTool('alpha.find_record'), 'an unchanged source keeps its built tools');
      assert.notEqual(second.catalogVersion, first.catalogVersion);

      await suite.store.db.deleteFrom('tool_sources').where('account_id', '=', 'acct_a').where('name', '=', 'gamma').execute();
      const third = await accountCatalog(deps, 'acct_a');
      assert.equal(third.getService('gamma'), undefined);
      assert.deepEqual(third.services.slice(builtinCatalog.services.length).map((s) => s.id), ['alpha', 'beta']);
      assert.deepEqual(third.toolsOf('beta').map((t) => t.name), ['beta.find_record']);

      // The same content built in one go in another account: the same version.
      await save('acct_b', definition('beta', 'Find a beta record by id'), '2026-11-24T11:00:00.000Z');
      await save('acct_b', definition('alpha'), '2026-11-24T11:00:00.000Z');
      assert.equal((await accountCatalog(deps, 'acct_b')).catalogVersion, third.catalogVersion);
    });
  });
}
