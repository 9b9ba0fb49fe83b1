// Loads an evaluation part (eval/README.md) and checks it before anything runs: a case that names a
// tool that does not exist, or gives a setup or check input its schema refuses, is a labelling
// error, reported as such rather than scored.
import { readFileSync } from 'node:fs';
import { catalog } from '../src/tools/catalog.ts';
import { validateToolInput } from '../src/tools/validate-input.ts';
import { prebuiltSubagents } from '../src/tools/prebuilt-subagents.ts';

export interface SubagentCase {
  name: string;
  prompt?: string;
  expect: { services: string[]; excluded_tools?: string[] };
}

export interface ReceivedEmail {
  from: string;
  to?: string;
  subject: string;
  body: string;
  unread?: boolean;
  date?: string;
  labels?: string[];
}

export type SetupStep = { tool: string; input: Record<string, unknown> } | { receive_email: ReceivedEmail };

export interface StateCheck {
  tool: string;
  input: Record<string, unknown>;
  contains?: string[];
  absent?: string[];
}

export interface TaskCase {
  id: string;
  service: string;
  subagent: string;
  prompt: string;
  setup?: SetupStep[];
  expect: {
    status: 'complete' | 'failed';
    error_code?: string;
    tools?: string[];
    forbidden_tools?: string[];
    summary_contains?: (string | string[])[];
    state?: StateCheck[];
  };
}

export interface EvalPart {
  part: string;
  subagents: SubagentCase[];
  cases: TaskCase[];
}

const prebuilt = new Set(prebuiltSubagents.map((s) => s.name));

function labelProblems(doc: EvalPart): string[] {
  const problems: string[] = [];
  const services = new Set(catalog.services.map((s) => s.id));
  const subagents = new Set<string>();
  const checkTool = (where: string, name: string, input: unknown, reading = false) => {
    const tool = catalog.getTool(name);
    if (!tool) return problems.push(`${where}: unknown tool ${name}`);
    if (reading && tool.mutates) problems.push(`${where}: ${name} changes things; checks use reading tools`);
    try {
      validateToolInput(tool, structuredClone(input ?? {}));
    } catch (error) {
      problems.push(`${where}: ${(error as Error).message}`);
    }
  };
  for (const s of doc.subagents) {
    if (subagents.has(s.name)) problems.push(`subagent ${s.name}: declared twice`);
    subagents.add(s.name);
    if (!prebuilt.has(s.name) && !s.prompt) problems.push(`subagent ${s.name}: no prompt`);
    for (const id of s.expect.services) if (!services.has(id)) problems.push(`subagent ${s.name}: unknown service ${id}`);
    for (const t of s.expect.excluded_tools ?? []) if (!catalog.getTool(t)) problems.push(`subagent ${s.name}: unknown tool ${t}`);
  }
  const ids = new Set<string>();
  for (const c of doc.cases) {
    const where = `case ${c.id}`;
    if (ids.has(c.id)) problems.push(`${where}: id used twice`);
    ids.add(c.id);
    if (!subagents.has(c.subagent)) problems.push(`${where}: subagent ${c.subagent} is not declared`);
    if (!services.has(c.service)) problems.push(`${where}: unknown service ${c.service}`);
    for (const [i, step] of (c.setup ?? []).entries()) if ('tool' in step) checkTool(`${where} setup[${i}]`, step.tool, step.input);
    for (const t of [...(c.expect.tools ?? []), ...(c.expect.forbidden_tools ?? [])]) if (!catalog.getTool(t)) problems.push(`${where}: unknown tool ${t}`);
    for (const [i, check] of (c.expect.state ?? []).entries()) checkTool(`${where} state[${i}]`, check.tool, check.input, true);
  }
  return problems;
}

export function loadPart(file: string): EvalPart {
  const doc = JSON.parse(readFileSync(file, 'utf8')) as EvalPart;
  const problems = labelProblems(doc);
  if (problems.length > 0) throw new Error(`${file} has labelling errors:\n${problems.join('\n')}`);
  return doc;
}
