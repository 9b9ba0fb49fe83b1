// A change the prompt makes conditional ("if CI is green", "unless I already have something then"),
// narrows by an exception ("except the Android one", "not the Wednesday one", "leave Omar off") or
// corrects in passing ("no wait, #random", "actually, just Li"). The offline planner plans every
// command as written and checks no condition: such a change is refused before anything runs
// (outside_capabilities) rather than made whatever the condition or the exception says.
import type { FailTaskInput } from '../../engine/fail-task-tool.ts';

// "if" that asks a question ("ask her if", "let me know if", "check if") or is politeness ("if possible").
const CONDITION = /\b(?:only if|unless|provided (?:that )?|as long as|in case|assuming|whichever|if)\b/g;
const NOT_A_CONDITION = /\b(?:ask(?:ing|s)?|know|check(?:ing)?|see|find out|wonder(?:ing)?|whether|tell (?:me|us|him|her|them))\s+(?:\S+\s+){0,2}$/;
const POLITE_IF = /^if (?:possible|needed|necessary|you can|you could|you don't mind|you do not mind|that's ok(?:ay)?|any)\b/;
const EXCEPTION = /\b(?:except(?: for)?|excluding|other than|apart from|but not|not the \w+(?: \w+)? one|leave \S+(?: \S+)? (?:off|out)|skip(?:ping)? the)\b/;
// "Sorry, not Thursday's, the one on Friday", "Wait, no: Dec 11", "Oh wait, ... instead", "or rather".
const CORRECTION = /\b(?:no,? wait|wait,? no|oh,? wait|sorry,? not|on second thought|or rather|scratch that|i mean|i meant|correction)\b|(?:^|[.,;:!?-]\s*)(?:actually|make that)\b/;

/** The clause of `lower` (the prompt, quotes blanked) a change cannot honour, if any. */
export function uncheckedClause(lower: string): string | undefined {
  for (const m of lower.matchAll(CONDITION)) {
    if (m[0] === 'if' && (NOT_A_CONDITION.test(lower.slice(Math.max(0, m.index - 40), m.index)) || POLITE_IF.test(lower.slice(m.index)))) continue;
    return lower.slice(m.index).split(/[.;!?]/)[0].trim();
  }
  return EXCEPTION.exec(lower)?.[0] ?? CORRECTION.exec(lower)?.[0].replace(/^[.,;:!?-]\s*/, '');
}

export function refuseUnchecked(clause: string): FailTaskInput {
  return {
    code: 'outside_capabilities',
    message: `The change depends on "${clause.length > 80 ? `${clause.slice(0, 79)}\u2026` : clause}", which the offline model does not check: it plans a change as written, so it makes none it would have to qualify. Nothing was done.`,
    suggestion: 'Check the condition first and send the task without it, name exactly the things to change, or use a subagent with a language model.',
  };
}
