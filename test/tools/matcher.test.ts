// The tool matcher (decision S5, K2): the labelled evaluation set meets its targets, selection is
// deterministic and explained, the catalog version tracks catalog changes, prebuilt subagents get
// their whole services, and docs/catalog.md matches its generator.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { renderCatalogDocs } from '../../src/tools/catalog-docs.ts';
import { buildCatalog, catalog, computeCatalogVersion, type CatalogEntry } from '../../src/tools/catalog.ts';
import { EVAL_TARGETS, evaluate, loadEvalSet, worstCases } from '../../src/tools/evaluate.ts';
import { matchTools, matchWithinTools, selectTools } from '../../src/tools/matcher.ts';
import * as matcherEntry from '../../src/tools/matcher/index.ts';
import { prebuiltSubagents } from '../../src/tools/prebuilt-subagents.ts';

const names = (prompt: string, kind: 'subagent' | 'task') => selectTools(prompt, { kind }).map((m) => m.tool);
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

describe('tool evaluation set', () => {
  const cases = loadEvalSet();

  it('is a well-formed, broad labelled set', () => {
    assert.ok(cases.length >= 100, `${cases.length} cases`);
    for (const c of cases) {
      assert.ok(c.kind === 'subagent' || c.kind === 'task', c.prompt);
      for (const t of c.expected) assert.ok(catalog.getTool(t), `${c.prompt}: unknown tool ${t}`);
      assert.equal(new Set(c.expected).size, c.expected.length, c.prompt);
    }
    assert.equal(new Set(cases.map((c) => `${c.kind}:${c.prompt}`)).size, cases.length, 'no duplicate prompts');
    for (const service of catalog.services) {
      for (const kind of ['subagent', 'task'] as const) {
        assert.ok(cases.some((c) => c.kind === kind && c.expected.some((t) => t.startsWith(`${service.id}.`))), `${kind} prompts for ${service.id}`);
      }
    }
    assert.ok(cases.filter((c) => c.expected.length === 0).length >= 6, 'prompts about nothing in the catalog');
    assert.ok(cases.filter((c) => new Set(c.expected.map((t) => t.split('.')[0])).size > 1).length >= 10, 'prompts that mix services');
  });

  it(`meets its targets (recall >= ${EVAL_TARGETS.recall}, precision >= ${EVAL_TARGETS.precision}) overall and per kind`, () => {
    const report = evaluate(cases);
    const worst = worstCases(report, 5).map((r) => `${r.case.prompt} missing=${r.missing} extra=${r.extra}`).join('\n');
    for (const [label, f] of [['overall', report.overall], ['subagent', report.byKind.subagent], ['task', report.byKind.task]] as const) {
      assert.ok(f.recall >= EVAL_TARGETS.recall, `${label} recall ${f.recall}\n${worst}`);
      assert.ok(f.precision >= EVAL_TARGETS.precision, `${label} precision ${f.precision}\n${worst}`);
    }
  });
});

describe('tool matcher', () => {
  it('is deterministic: the same input twice gives identical output, also from a freshly built catalog', () => {
    const fresh = buildCatalog(entries());
    for (const [prompt, kind] of [
      ['You triage GitHub issues and review pull requests for the acme org', 'subagent'],
      ['Find a time next week when Sam and Lee are both available and book a 1-hour sync', 'task'],
      ['Post the open urgent GitHub issues of acme/web to #oncall in Slack', 'task'],
    ] as const) {
      const first = matchTools(prompt, { kind });
      assert.deepEqual(matchTools(prompt, { kind }), first);
      assert.deepEqual(matchTools(prompt, { kind, catalog: fresh }), first);
    }
  });

  it('ranks best first with ties broken by name, and explains each tool with a score and matched terms', () => {
    const ranked = matchTools('Open an issue in acme/web titled "Login fails"', { kind: 'task' });
    const rest = ranked.filter((m) => !m.selected);
    for (let i = 1; i < rest.length; i += 1) {
      const [a, b] = [rest[i - 1], rest[i]];
      assert.ok(a.score > b.score || (a.score === b.score && a.tool < b.tool), `${a.tool} before ${b.tool}`);
    }
    const [top] = ranked;
    assert.equal(top.tool, 'github.create_issue');
    assert.equal(top.selected, true);
    assert.ok(top.score > 0);
    assert.ok(top.matched_terms.includes('issue'), top.matched_terms.join(','));
    assert.equal(typeof top.reason, 'string');
    // A synonym shows which word it came from.
    const ticket = matchTools('Show me the details of ticket #88 in acme/infra on GitHub', { kind: 'task' }).find((m) => m.tool === 'github.get_issue');
    assert.ok(ticket?.matched_terms.includes('ticket→issue'), ticket?.matched_terms.join(','));
  });

  it('selects nothing for a prompt about nothing in the catalog', () => {
    for (const prompt of ['Write a haiku about autumn', 'xyzzy plugh frobnicate', 'Explain the difference between TCP and UDP', '']) {
      assert.deepEqual(names(prompt, 'task'), [], prompt);
      assert.deepEqual(names(prompt, 'subagent'), [], prompt);
    }
  });

  it('gates by service: a GitHub prompt never pulls Linear tools, and the reverse', () => {
    assert.ok(names('You triage GitHub issues', 'subagent').every((t) => t.startsWith('github.')));
    assert.ok(names('You triage Linear issues', 'subagent').every((t) => t.startsWith('linear.')));
    // An issue key means Linear; moving it needs the state's id from list_teams first.
    assert.deepEqual(names('Move ENG-431 to Done', 'task'), ['linear.list_teams', 'linear.update_issue']);
  });

  it('gives a subagent every tool of the domain it describes, and honours read-only', () => {
    assert.equal(names('You manage our sprint backlog in Linear.', 'subagent').filter((t) => t.startsWith('linear.')).length >= 6, true);
    const readOnly = names('You only read my calendar; you never create, change or delete events.', 'subagent');
    assert.ok(readOnly.length > 0 && readOnly.every((t) => !catalog.getTool(t)?.mutates), readOnly.join(','));
    const noSend = names('You are an email assistant. You never send anything yourself; you prepare drafts for me to review.', 'subagent');
    assert.ok(noSend.includes('gmail.create_draft') && !noSend.includes('gmail.send_message'), noSend.join(','));
  });

  it('orders a task plan: lookups, then reads, then writes', () => {
    assert.deepEqual(names('Find a time next week when Sam and Lee are both available and book a 1-hour sync', 'task'), ['google_calendar.find_free_busy', 'google_calendar.create_event']);
    assert.deepEqual(names('Reply in the thread under the last message in #support saying we are on it', 'task'), ['slack.list_messages', 'slack.reply_in_thread']);
    assert.deepEqual(names('Email the agenda in the Notion page "Offsite agenda" to team@acme.com', 'task'), ['notion.search', 'notion.get_page', 'gmail.send_message']);
  });

  it('ranks and selects a task within a subagent\'s tools', () => {
    const allowed = names(prebuiltSubagents.find((p) => p.name === 'github-assistant')!.prompt, 'subagent');
    // No service named: the subagent's own services are the context.
    const within = matchWithinTools('Close issue #42 in web with a comment saying it is fixed', allowed);
    assert.ok(within.every((m) => allowed.includes(m.tool)));
    assert.deepEqual(within.filter((m) => m.selected).map((m) => m.tool).sort(), ['github.add_comment', 'github.update_issue']);
    assert.deepEqual(matchWithinTools('Post the release notes to #eng', allowed).filter((m) => m.selected), []);
  });

  it('is exported for the rest of Baton from src/tools/matcher/index.ts', () => {
    assert.equal(matcherEntry.selectTools, selectTools);
    assert.match(matcherEntry.selectionVersion, /^[0-9a-f]{12}$/);
    assert.match(matcherEntry.matcherVersion, /^[0-9a-f]{12}$/);
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
      const selected = names(p.prompt, 'subagent');
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
