// What a tool does in words the offline planner and the matcher read: the command verbs that ask
// for it, the objects it acts on, how it finds an existing target by name, and how its result is
// told in a summary. Built-in tools declare it beside their definitions (builtin/<service>/intents.ts);
// custom tools get one from their names (custom/source-catalog.ts).

/** How a tool that acts on an existing object finds it from the name a prompt gives. */
export interface TargetSpec {
  /** The input field that takes the target's id (`issue_number`). */
  field: string;
  /** The reading tool that lists candidates; it gets this tool's same-named input fields (owner, repo). */
  lookup: string;
  /** Record fields holding a candidate's name, best first (`title`). */
  names: string[];
  /** The record field whose value goes into `field` (`number`). */
  id: string;
  /** What the target is called in messages (`issue`). */
  kind: string;
  /** The lookup's text search field, filled with the target's name when it has one (`q`, `query`). */
  search?: string;
  /**
   * The search matches part of a word (Linear's containsIgnoreCase, Notion's title search): a name in
   * the user's own words is searched by the first letters of its longest word, so "renewal" finds "Renew".
   */
  partialSearch?: boolean;
  /** The target may be left out (a page created at the top level when no parent is named). */
  optional?: boolean;
}

export interface ToolIntent {
  /** Command verbs in their base form ("create", "open", "file"); reads also answer questions. */
  verbs: string[];
  /** What it acts on, singular ("issue", "bug", "ticket"). */
  objects: string[];
  target?: TargetSpec;
  /** One sentence saying what the call did, naming the objects touched. */
  summary?: (input: Record<string, unknown>, output: unknown) => string;
}

/** Attaches intents to a service's tools by tool name; a tool without one is a build error. */
export function withIntents<T extends { name: string }>(tools: readonly T[], intents: Record<string, ToolIntent>): (T & { intent: ToolIntent })[] {
  return tools.map((tool) => {
    const intent = intents[tool.name];
    if (!intent) throw new Error(`no intent for ${tool.name}`);
    return { ...tool, intent };
  });
}
