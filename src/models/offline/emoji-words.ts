// Emoji as people name them in a sentence ("give it a rocket", "put a thumbs up on", "👀") and the
// Slack names they stand for. Only read for a field that takes an emoji name, so "star the e-mail"
// stays a Gmail star.
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

/** The Slack emoji names a text names in words or as emoji, in the order of the list above. */
export function emojiNamed(text: string): string[] {
  return WORDS.filter(([re]) => re.test(text)).map(([, name]) => name);
}
