// Emoji as people name them in a sentence ("give it a rocket", "react with fire", "put a thumbs up
// on", "👀") and the Slack names they stand for. Only read for a field that takes an emoji name, so
// "star the e-mail" stays a Gmail star; a word is an emoji only where a reaction is named ("a
// rocket", "with eyes"), never inside a name ("the fire drill message", "the party planning post").
const WORDS: [RegExp, string][] = [
  [/\bthumbs?[ -]?up\b|👍/, 'thumbsup'],
  [/\bthumbs?[ -]?down\b|👎/, 'thumbsdown'],
  [/(?<![\w-])\+1\b/, '+1'],
  [/\brocket\b|🚀/, 'rocket'],
  [/\b(?:red )?heart\b|❤️?/, 'heart'],
  [/\beyes\b|👀/, 'eyes'],
  [/\b(?:tada|party popper|party)\b|🎉/, 'tada'],
  [/\bfire\b|🔥/, 'fire'],
  [/\b(?:green )?(?:check ?mark|tick)\b|✅/, 'white_check_mark'],
  [/\bclap(?:s|ping)?\b|👏/, 'clap'],
  [/\b100\b|💯/, '100'],
  [/\bpray(?:ing)?(?: hands)?\b|🙏/, 'pray'],
  [/\bwave\b|👋/, 'wave'],
  [/\braised hands\b|🙌/, 'raised_hands'],
  [/\bok hand\b|👌/, 'ok_hand'],
  [/\bsmile(?:y)?\b|😄/, 'smile'],
  [/\bjoy\b|😂/, 'joy'],
];

// Where a word is a reaction: after "with", "a", "an", "some" (or "react"), and not before the kind
// of thing it would otherwise name.
const BEFORE = /(?:\bwith|\ban?|\bsome|\breact|\breaction)\s+(?:(?:big|little|quick)\s+)?$/;
const AFTER = /^\s+(?:message|post|thread|announcement|update|drill|plan|planning|team|channel|note|days?|list|page|ticket|issue)\b/;

function named(text: string, re: RegExp): boolean {
  const m = re.exec(text);
  if (!m) return false;
  // Emoji characters and "thumbs up" name a reaction anywhere.
  if (!/^[a-z+]/.test(m[0]) || /^thumbs?/.test(m[0])) return true;
  return BEFORE.test(text.slice(Math.max(0, m.index - 24), m.index)) && !AFTER.test(text.slice(m.index + m[0].length));
}

/** The Slack emoji names a text names in words or as emoji, in the order of the list above. */
export function emojiNamed(text: string): string[] {
  return WORDS.filter(([re]) => named(text, re)).map(([, name]) => name);
}
