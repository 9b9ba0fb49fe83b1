// G1 refusals the planner gives before anything runs: what no offered tool can do
// (outside_capabilities), a detail the work needs that the prompt does not give (details_missing).
// Each message names exactly what is missing; the suggestion says what to change.
import type { FailTaskInput } from '../../engine/fail-task-tool.ts';
import type { Command } from './commands.ts';
import type { PlannableTool } from './fill-arguments.ts';
import type { PromptFacts } from './prompt-facts.ts';
import { scheduledWork } from './scheduled-work.ts';
import type { Step } from './plan.ts';

// Things people ask an assistant for that no tool of Baton's catalog does.
const OUTSIDE = /\b(?:alarm|my phone|text message|sms|whatsapp|flights?|hotel|taxi|uber|restaurant|buy|purchase|order (?:a|some|me)|pay (?:the|my|for)|contact form|fill (?:in|out)|print|how many (?:working|business|work) ?days|(?:working|business) days (?:between|until|till|from|since|before|after|are there)|(?:excluding|not counting|without) (?:\w+ )?(?:public|bank) holidays)\b/i;

export function outsideCapabilities(facts: PromptFacts): FailTaskInput | undefined {
  const hit = OUTSIDE.exec(facts.lower)?.[0];
  if (!hit) return scheduledWork(facts.lower);
  return hit
    ? { code: 'outside_capabilities', message: `None of this subagent's tools can do what the prompt asks ("${hit}").`, suggestion: 'Ask for something its tools do (see the subagent\'s tools), or deploy a subagent with a tool for it.' }
    : undefined;
}

const short = (text: string) => (text.length > 120 ? `${text.slice(0, 119)}\u2026` : text);

export function refuseNoTool(command: Command, forbidden: boolean): FailTaskInput {
  return {
    code: 'outside_capabilities',
    message: forbidden
      ? `This subagent's prompt forbids what the task asks: "${short(command.text)}".`
      : `None of this subagent's tools can do "${short(command.text)}".`,
    suggestion: forbidden ? 'Use a subagent allowed to do it.' : "Rephrase it as something the subagent's tools do, or use a subagent with the right service.",
  };
}

function describe(field: string, tool: PlannableTool): string {
  const doc = tool.input.properties?.[field]?.description;
  return doc ? `${field} (${doc.replace(/\.$/, '')})` : field;
}

export function refuseMissing(step: Step, missing: string[], tool: PlannableTool): FailTaskInput {
  return {
    code: 'details_missing',
    message: `To run ${step.tool} the prompt must give ${missing.map((f) => describe(f, tool)).join('; ')}. Nothing was done.`,
    suggestion: `Add ${missing.join(' and ')} to the prompt${missing.some((f) => /^(?:owner|repo)$/.test(f)) ? ' (the repository as owner/name)' : ''}.`,
  };
}

export function refuseTarget(kind: string): FailTaskInput {
  return {
    code: 'details_missing',
    message: `The prompt does not say which ${kind} to act on. Nothing was done.`,
    suggestion: `Name the ${kind}, in quotes: its exact title.`,
  };
}

export function refuseChange(kind: string, tool: PlannableTool): FailTaskInput {
  return {
    code: 'details_missing',
    message: `The prompt does not say what to change on the ${kind} in a way ${tool.name} can set. Nothing was done.`,
    suggestion: `Say the new value plainly (a state, a label in quotes, a date, a new title).`,
  };
}

export function refuseUnused(value: string): FailTaskInput {
  return {
    code: 'details_missing',
    message: `The prompt gives "${short(value)}", but no step of the plan uses it: the task would not do what was asked. Nothing was done.`,
    suggestion: 'Say what to do with it in its own sentence, or use a subagent with a language model.',
  };
}

export function refuseComputation(command: Command): FailTaskInput {
  return {
    code: 'details_missing',
    message: `"${short(command.text)}" needs a date computation over what another tool reads; the offline model does not chain the two. Nothing was done.`,
    suggestion: 'Give the date in the prompt ("How many days since 2025-03-03?"), or use a subagent with a language model.',
  };
}

export function refuseAmbiguousDate(ambiguous: string): FailTaskInput {
  return {
    code: 'details_missing',
    message: `The day of the change is not certain: ${ambiguous}. Nothing was done.`,
    suggestion: 'Give the date ("Wednesday, December 2" or "2026-12-02").',
  };
}

export function refuseVagueDay(span: string): FailTaskInput {
  return {
    code: 'details_missing',
    message: `"${span}" does not say which day: a new event needs its day and time. Nothing was done.`,
    suggestion: 'Give the day and time ("Tuesday, December 1 at 10am").',
  };
}
