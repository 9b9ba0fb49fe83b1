// GitHub replaces an issue's labels with the list sent. Labelling an issue found by a lookup adds
// to the labels the lookup returned (referents.ts); labelling one given by number ("Label #7 as
// bug") reads the issue first, so the labels it already has are kept.
import type { PlannableTool } from './fill-arguments.ts';
import type { Step } from './plan.ts';

/** Words that ask for the labels to be replaced or removed rather than added to. */
export const REPLACES_LABELS = /\b(?:remove|replace|only|instead|untag|unlabel|clear|change|switch|swap|set|relabel|re-label|from)\b/;

/** The read an additive label change by number needs first; the change then acts on what it read. */
export function readBeforeLabelling(step: Step, tools: readonly PlannableTool[]): Step | undefined {
  const spec = tools.find((t) => t.name === step.tool)?.intent?.target;
  const read = tools.find((t) => t.name === 'github.get_issue');
  if (step.tool !== 'github.update_issue' || !spec || step.wanted || !read || !Array.isArray(step.input.labels) || REPLACES_LABELS.test(step.facts.lower)) return undefined;
  const { owner, repo, issue_number } = step.input;
  step.wanted = { spec, name: undefined, plural: false, latest: false, tool: step.tool, fromEarlier: true };
  return { tool: read.name, input: { owner, repo, issue_number }, command: step.command, facts: step.facts };
}
