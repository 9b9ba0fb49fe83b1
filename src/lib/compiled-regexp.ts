// Regular expressions built from data (a tool's object words, a verb) are compiled once: the planner
// builds the same few hundred patterns for every candidate tool on every step of every task.
const compiledPatterns = new Map<string, RegExp>();
const MAX_PATTERNS = 5000;

/** `new RegExp(source, flags)`, kept for reuse. Only for patterns without the g or y flag (they keep state). */
export function compiledRegExp(source: string, flags = ''): RegExp {
  const key = `${flags}/${source}`;
  let re = compiledPatterns.get(key);
  if (!re) {
    if (compiledPatterns.size >= MAX_PATTERNS) compiledPatterns.clear();
    compiledPatterns.set(key, (re = new RegExp(source, flags)));
  }
  return re;
}

/** `text` matched literally inside a pattern. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
