// The tool matcher (decision S5): services in scope first, then all their tools minus what the
// prompt forbids; selection is deterministic and explained, the catalog version tracks catalog
// changes, prebuilt subagents get their whole services, and docs/catalog.md matches its generator.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { renderCatalogDocs } from '../../src/tools/catalog-docs.ts';
import { buildCatalog, catalog, computeCatalogVersion, type CatalogEntry } from '../../src/tools/catalog.ts';
import { selectionVersion, selectTools } from '../../src/tools/matcher/index.ts';
import { prebuiltSubagents } from '../../src/tools/prebuilt-subagents.ts';

const names = (prompt: string) => selectTools(prompt, catalog).map((m) => m.tool);
const servicesOf = (prompt: string) => [...new Set(names(prompt).map((t) => t.split('.')[0]))];
const entries = (): CatalogEntry[] => catalog.services.map((service) => ({ service, tools: catalog.toolsOf(service.id) }));

describe('tool catalog', () => {
  it('holds the eight built-in services with unique, prefixed tool names', () => {
    assert.deepEqual(catalog.services.map((s) => s.id), ['github', 'linear', 'notion', 'slack', 'google_calendar', 'gmail', 'web', 'datetime']);
    assert.equal(new Set(catalog.tools.map((t) => t.name)).size, catalog.tools.length);
    for (const t of catalog.tools) {
      assert.ok(t.name.startsWith(`${t.service}.`), t.name);
      assert.equal(catalog.getTool(t.name), t);
    }
    assert.equal(catalog.getService('google_calendar')?.name, 'Google Calendar');
    assert.equal(catalog.getTool('nope.nothing'), undefined);
  });

  it('catalogVersion is stable for the same content and changes when a tool description changes', () => {
    assert.match(catalog.catalogVersion, /^[0-9a-f]{12}$/);
    assert.equal(buildCatalog(entries()).catalogVersion, catalog.catalogVersion);
    const target = 'github.create_issue';
    const modified = entries().map((e) => ({ ...e, tools: e.tools.map((t) => (t.name === target ? { ...t, description: `${t.description} Changed.` } : t)) }));
    const changed = buildCatalog(modified);
    assert.notEqual(changed.catalogVersion, catalog.catalogVersion);
    assert.notEqual(changed.getTool(target)?.description, catalog.getTool(target)?.description);
    // The shared catalog is untouched.
    assert.equal(computeCatalogVersion(catalog.services, catalog.tools), catalog.catalogVersion);
    // Keywords, scopes and input schemas count too; tool order does not.
    const withKeyword = entries().map((e) => ({ ...e, tools: e.tools.map((t) => (t.name === target ? { ...t, keywords: [...t.keywords, 'extra'] } : t)) }));
    assert.notEqual(buildCatalog(withKeyword).catalogVersion, catalog.catalogVersion);
    assert.equal(computeCatalogVersion(catalog.services, [...catalog.tools].reverse()), catalog.catalogVersion);
  });

  it('rejects a tool that does not belong to its service', () => {
    const [github] = entries();
    assert.throws(() => buildCatalog([{ service: github.service, tools: [{ ...github.tools[0], name: 'linear.list_issues' }] }]), /does not belong/);
  });
});

describe('tool matcher', () => {
  it('gives every tool of each service a prompt names', () => {
    const general = 'A general assistant that works across GitHub, Slack, Google Calendar, Gmail, Notion and Linear for one person, fetches public web pages, and does date and time arithmetic.';
    assert.deepEqual(names(general), catalog.tools.map((t) => t.name));
  });

  it('reads a domain described without naming its service', () => {
    assert.deepEqual(servicesOf('You keep my inbox under control.'), ['gmail']);
    assert.deepEqual(servicesOf('You look after the sprint board our engineers work from.'), ['linear']);
    assert.deepEqual(servicesOf('You add to our wiki: find and read pages.'), ['notion']);
    assert.deepEqual(servicesOf('You keep our team informed in our team chat.'), ['slack']);
    assert.deepEqual(servicesOf('You book meetings and check availability.'), ['google_calendar']);
  });

  it('reads a domain in people\'s words: "my notes", "travel sites", "reading things online", "days are left", "our support mailbox"', () => {
    assert.deepEqual(servicesOf('Keeps my client work in order: my inbox, my notes and my schedule.').sort(), ['gmail', 'google_calendar', 'notion']);
    assert.ok(servicesOf('Helps our family plan trips: reads travel sites and converts times between the places we go.').includes('web'));
    assert.ok(servicesOf('Helps our family plan trips: reads travel sites and converts times between the places we go.').includes('datetime'));
    assert.ok(servicesOf('Works out how many days are left until payments are due.').includes('datetime'));
    assert.ok(servicesOf('You answer the customers who write to our support mailbox.').includes('gmail'));
  });

  it('reads "web pages" as the web, not as a Notion page, and words inside no phrase as nothing', () => {
    assert.deepEqual(servicesOf('You read public web pages and answer questions.'), ['web']);
    assert.deepEqual(names('You write poems about the sea.'), []);
  });

  it('removes what the prompt forbids, and only that', () => {
    const chat = names('You post announcements to channels in Slack. Never create new channels.');
    assert.ok(!chat.includes('slack.create_channel'));
    assert.ok(chat.includes('slack.post_message') && chat.includes('slack.list_channels'));
    const drafts = names('You write e-mail drafts in Gmail. Never send anything yourself: every message you write stays a draft.');
    assert.ok(!drafts.includes('gmail.send_message') && !drafts.includes('gmail.reply_to_message'));
    assert.ok(drafts.includes('gmail.create_draft'));
    // "wiki pages": a ban on either word of the object holds for tools named by the other.
    const reader = names('You answer questions from our Notion wiki and share the answers in Slack channels. Never create, edit, append to or archive wiki pages.');
    assert.ok(!reader.includes('notion.create_page') && !reader.includes('notion.append_to_page') && !reader.includes('notion.update_page') && reader.includes('notion.search'));
    const wiki = names('You add to our Notion wiki. Never rename, change the properties of, archive or delete an existing page.');
    assert.ok(!wiki.includes('notion.update_page') && wiki.includes('notion.append_to_page') && wiki.includes('notion.create_page'));
    // The object named by one word of a two-word object ("pull requests" of "pull request").
    const dev = names('You help our engineers on GitHub: you file, label and comment on issues and read pull requests. Never merge pull requests.');
    assert.ok(!dev.includes('github.merge_pull_request') && dev.includes('github.list_pull_requests') && dev.includes('github.update_issue'));
  });

  it('keeps only reading tools for a read-only prompt', () => {
    const tools = selectTools('Read-only reporter for our GitHub repositories.', catalog);
    assert.ok(tools.length > 0);
    for (const m of tools) assert.equal(catalog.getTool(m.tool)?.mutates, false, m.tool);
  });

  it('explains each tool by the words that put its service in scope', () => {
    const [first] = selectTools('Our GitHub assistant', catalog);
    assert.deepEqual(first.matched_terms, ['github']);
    assert.match(first.reason, /github/);
  });

  it('is deterministic and versioned', () => {
    const prompt = 'You triage GitHub issues and post updates to Slack channels.';
    assert.deepEqual(selectTools(prompt, catalog), selectTools(prompt, catalog));
    assert.match(selectionVersion, /^[0-9a-f]{12}$/);
  });
});

describe('prebuilt subagents', () => {
  const servicesOf: Record<string, string[]> = {
    'github-assistant': ['github'],
    'linear-assistant': ['linear'],
    'notion-assistant': ['notion'],
    'slack-assistant': ['slack'],
    'calendar-assistant': ['google_calendar'],
    'gmail-assistant': ['gmail'],
    'web-researcher': ['web', 'datetime'],
  };

  it('cover every service that needs a connection, with valid unique names', () => {
    assert.deepEqual(prebuiltSubagents.map((p) => p.name).sort(), Object.keys(servicesOf).sort());
    for (const p of prebuiltSubagents) {
      assert.match(p.name, /^[a-z0-9][a-z0-9_-]{0,63}$/);
      assert.ok(p.prompt.length > 200 && p.prompt.length <= 10_000, p.name);
    }
    const connected = catalog.services.filter((s) => s.requiresConnection).map((s) => s.id);
    assert.ok(connected.every((s) => Object.values(servicesOf).flat().includes(s)));
  });

  for (const p of prebuiltSubagents) {
    it(`${p.name} gets every tool of ${servicesOf[p.name].join(' and ')}`, () => {
      const selected = names(p.prompt);
      for (const service of servicesOf[p.name]) {
        for (const tool of catalog.toolsOf(service)) assert.ok(selected.includes(tool.name), `${p.name} lacks ${tool.name}`);
      }
    });
  }
});

describe('docs/catalog.md', () => {
  it('is up to date with scripts/gen-catalog-docs.ts', () => {
    const current = readFileSync(new URL('../../docs/catalog.md', import.meta.url), 'utf8');
    assert.ok(current === renderCatalogDocs(), 'docs/catalog.md is out of date: run node scripts/gen-catalog-docs.ts');
  });
});
