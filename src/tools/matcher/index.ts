// Entry point for the rest of Baton: the matcher lives in ../matcher.ts, its parts in this folder.
export { FIELD_BOOSTS, matcherVersion, matchTools, matchWithinTools, selectionVersion, selectTools, type MatchKind, type MatchOptions, type ToolMatch } from '../matcher.ts';
