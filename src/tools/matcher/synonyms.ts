// Curated vocabulary for the matcher. The services' own descriptions and keywords are written for a
// model choosing between tools; people write prompts in other words ("ticket", "PR", "DM",
// "availability"). This file bridges the two. Everything here is plain data, so docs can print it.

/**
 * Phrase rewrites, applied to prompts and to indexed text alike (see text.ts). `$&` keeps the
 * original words, so a rewrite adds meaning without hiding what the user wrote. A gap between two
 * words is at most 300 characters: an unbounded one rescanned the sentence from every "turn" or
 * "add" in it (quadratic in a prompt that repeats the word).
 */
export const PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  // One token, so "GitHub pull requests" is one qualified noun, not two words.
  [/\b(?:pull|merge) requests?\b|\bprs?\b/g, ' pullrequest '],
  [/\be-mail/g, 'email'],
  [/\b(?:direct messages?|dms?)\b/g, ' direct message slack '],
  [/\bfree\s*\/\s*busy\b/g, ' free busy '],
  [/\btime ?zones?\b/g, ' timezone '],
  [/\bthumbs?[- ]?up\b/g, ' thumbsup reaction '],
  [/\bwho(?: is|'s) who\b/g, ' users '],
  [/\b(?:1:1s?|one[- ]on[- ]ones?)\b/g, ' meeting '],
  [/\bcode reviews?\b/g, ' review pullrequest '],
  [/\bgoogle calendar\b/g, ' calendar '],
  // "open an issue" creates one; "open issues" are issues in the open state, unless a subject says it.
  [/\bopen (?=(?:a|an|new) )/g, ' create '],
  [/\b(?:you|to|then|will|please)\s+open\b|(?<!closed )\band open\b/g, '$& create '],
  [/\b(?:you|to|then|will|please)\s+(?:schedule|book)\b/g, '$& create '],
  [/\b(?:schedule|book|set up|arrange) (?=(?:a|an|new) )/g, '$& create '],
  [/\b(?:is|are|was|were) assigned\b/g, ' assignee '],
  [/\bwho(?:'s| is| are) (?:in|on)\b/g, ' users members '],
  // "You answer questions about X" describes a Q&A agent, not one that replies to threads.
  [/\banswer(?:s|ing)? (?:any )?questions (?=about|on|regarding)/g, ' questions '],
  // A state, not an action: "merged pull requests", "when an issue is labelled urgent".
  [/\b(?:is |are |was |were |gets? |got )?(?:merged|closed|labell?ed|assigned|archived)(?=\s+(?:(?:github|linear)\s+)?(?:pullrequest|issue|ticket|email|message|bug)s?\b)|\b(?:is|are|was|were|gets?|got) (?:merged|closed|labell?ed|assigned|archived)\b/g, ' state '],
  [/\bup to date\b/g, ' update '],
  [/\bassigned to\b/g, ' assignee '],
  [/\bwrite back\b/g, ' reply '],
  [/\bturn\b([^.;]{0,300}?)\binto\b/g, ' $1 create '],
  // Converting a meeting's time between zones is date arithmetic, not scheduling.
  [/\bmeeting times?\b(?=\s+(?:between|across|into|to)\s+(?:time ?zones?|timezones?))/g, ' time '],
  [/\b(?:put|add)\b[^.;]{0,300}\b(?:in|into|on|to) (?:my|the|our) calendar\b/g, '$& create event '],
  [/\bread[- ]only\b/g, ' readonly '],
  [/\b(?:when am i|am i|are they|is \w+) (?:free|available|busy)\b/g, '$& free busy '],
  [/\bmark\b[^.;]{0,300}?\bas (?:read|unread|important|spam)\b/g, '$& modify label '],
  [/\bon my calendar\b/g, '$& agenda '],
  // Notes of a meeting are a document, not a meeting.
  [/\bmeeting (notes|minutes|summary|summaries)\b/g, ' $1 '],
  [/\bthe last (?=message|email|comment)/g, ' the latest '],
  // "Draft a reply" writes a draft; the reply is its content, not an action.
  [/\bdraft (?:a |an )?(?:repl(?:y|ies)|answer)\b/g, ' draft a response '],
  // Date arithmetic said in words ("how long until", "90 days after", "in 100 days").
  // Each also says "datetime", the gating word, since "now", "add" and "difference" are everyday words.
  [/\bwhat time\b|\bcurrent (?:time|date)\b|\btime is it\b|\bday of the week\b/g, ' now datetime '],
  [/\bhow (?:long|many (?:days|hours|minutes|weeks|months|years))\b/g, ' difference datetime '],
  [/\b(?:days?|weeks?|months?|years?|hours?|minutes?) (?:after|before|from (?:now|today|tomorrow)|later|ago)\b|\bin \d+ (?:days?|weeks?|months?|years?|hours?)\b/g, '$& add datetime '],
  [/\bdates? (?:and|&) times?\b|\bdate arithmetic\b|\bdeadlines?\b|\bwhat (?:date|day)\b/g, '$& datetime '],
  // "3pm PST", "in London time": a time zone without the words "time zone".
  [/\b(?:pst|pdt|est|edt|cst|cdt|mst|mdt|utc|gmt|cet|cest|bst|jst|aest)\b|\bin [a-z]+(?: [a-z]+)? time\b/g, '$& timezone '],
  // A content or editorial calendar is a plan kept in a document, not Google Calendar.
  [/\b(content|editorial|marketing|publishing) calendars?\b/g, ' $1 plan '],
];

/**
 * Rewrites for prompts only. Nouns that are also verbs count as actions only in command position
 * ("Email Priya the link", "Invite everyone ..."), never as things ("the email from Dana").
 */
export const QUERY_PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  [/(^\s*|[.;!?]\s*|\b(?:and|then|please)\s+)(?:email|mail)\b/g, '$1 send email '],
  [/(^\s*|[.;!?]\s*|\b(?:and|then|please)\s+)invite\b/g, '$1 create invite '],
];

/** Single-word synonyms, applied to prompts only: word (stemmed on load) -> canonical words. */
export const QUERY_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  ticket: ['issue'], bug: ['issue'], backlog: ['issue'], workload: ['issue'],
  repo: ['repository'], org: ['repository'], organization: ['repository'], organisation: ['repository'],
  file: ['create'], jot: ['create', 'page'], write: ['create'], draft: ['draft', 'create'],
  inbox: ['email'], mail: ['email'], email: ['message'], mailbox: ['email'],
  meeting: ['event'], appointment: ['event'], invite: ['event'], invitation: ['event'], call: ['event'],
  sync: ['event'], lunch: ['event'], interview: ['event'], schedule: ['event'], room: ['calendar'],
  book: ['create'], reschedule: ['update', 'event'], move: ['update'], postpone: ['update'],
  rename: ['update'], change: ['update'], edit: ['update'], cancel: ['delete'], remove: ['delete'],
  available: ['free', 'busy'], availability: ['free', 'busy'],
  respond: ['reply'], answer: ['reply'],
  react: ['reaction'], emoji: ['reaction'],
  ping: ['post', 'message'], announce: ['post', 'message'], notify: ['post', 'message'], tell: ['post', 'message'],
  wiki: ['page'], doc: ['page'], document: ['page'], note: ['page'], row: ['database'], entry: ['database'],
  url: ['page'], link: ['page'], website: ['page'], webpage: ['page'], article: ['page'],
  find: ['search'], look: ['search'], lookup: ['search'],
  conversation: ['message'], discuss: ['message'], mirror: ['create', 'update'],
  warn: ['post', 'message'], remind: ['post', 'message'],
  forward: ['send'], follow: ['reply'],
};

/**
 * Extra words per tool, indexed in their own field. They carry the intents a tool serves that its
 * name does not say (closing an issue is an update; archiving mail is a label change).
 */
export const TOOL_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'github.list_repositories': ['repository', 'repo', 'org', 'organization', 'project'],
  'github.list_issues': ['open', 'find', 'search', 'filter', 'bug', 'triage', 'backlog', 'state'],
  'github.get_issue': ['detail', 'show', 'status', 'assignee', 'discussion'],
  'github.create_issue': ['file', 'report', 'bug', 'new'],
  'github.update_issue': ['close', 'reopen', 'assign', 'label', 'triage', 'milestone', 'title', 'state'],
  'github.add_comment': ['comment', 'reply', 'review', 'lgtm', 'note'],
  'github.list_pull_requests': ['open', 'review', 'waiting', 'pending', 'state'],
  'github.get_pull_request': ['detail', 'status', 'approved', 'review', 'diff', 'link'],
  'github.create_pull_request': ['branch', 'feature', 'propose'],
  'github.merge_pull_request': ['merge', 'ship', 'land', 'approved'],
  'linear.list_issues': ['backlog', 'progress', 'sprint', 'cycle', 'workload', 'filter', 'triage'],
  'linear.get_issue': ['detail', 'read', 'show', 'status', 'assignee'],
  'linear.create_issue': ['file', 'report', 'bug', 'new'],
  'linear.update_issue': ['move', 'status', 'assign', 'priority', 'label', 'due', 'estimate', 'close', 'done', 'triage'],
  'linear.add_comment': ['comment', 'reply', 'note', 'follow'],
  'linear.list_projects': ['project', 'roadmap', 'initiative'],
  'linear.list_teams': ['team', 'teams', 'group'],
  'notion.search': ['find', 'search', 'look', 'page', 'database', 'title', 'mention'],
  'notion.get_page': ['read', 'content', 'summarise', 'open', 'knowledge'],
  'notion.create_page': ['create', 'write', 'doc', 'note', 'row', 'entry', 'add'],
  'notion.update_page': ['rename', 'property', 'status', 'title', 'set'],
  'notion.append_to_page': ['append', 'add', 'note', 'block'],
  'notion.query_database': ['row', 'entry', 'filter', 'task', 'table'],
  'notion.get_database': ['schema', 'property', 'column', 'field'],
  'slack.list_channels': ['channel', 'room'],
  'slack.create_channel': ['channel'],
  'slack.post_message': ['post', 'send', 'announce', 'update', 'tell', 'channel'],
  'slack.reply_in_thread': ['reply', 'thread', 'answer', 'respond'],
  'slack.list_messages': ['read', 'history', 'latest', 'recent', 'summarise', 'watch'],
  'slack.search_messages': ['search', 'find', 'mention', 'past', 'conversation'],
  'slack.list_users': ['user', 'people', 'member', 'person', 'colleague', 'directory'],
  'slack.add_reaction': ['reaction', 'emoji', 'thumbsup', 'acknowledge'],
  'gmail.search_messages': ['search', 'find', 'look', 'inbox', 'triage', 'latest', 'recent', 'incoming'],
  'gmail.get_message': ['read', 'open', 'content', 'body', 'thread'],
  'gmail.create_draft': ['draft', 'prepare', 'compose'],
  'gmail.send_message': ['send', 'email', 'compose', 'shoot', 'write'],
  'gmail.reply_to_message': ['reply', 'respond', 'answer'],
  'gmail.list_labels': ['label', 'folder', 'category'],
  'gmail.modify_message_labels': ['label', 'archive', 'star', 'mark', 'unread', 'organise', 'organize', 'folder', 'move'],
  'google_calendar.list_calendars': ['calendar', 'room', 'resource', 'access'],
  'google_calendar.list_events': ['agenda', 'upcoming', 'today', 'tomorrow', 'week', 'schedule', 'track'],
  'google_calendar.get_event': ['detail', 'attendee', 'invite', 'show'],
  'google_calendar.create_event': ['book', 'schedule', 'create', 'invite', 'meeting'],
  'google_calendar.update_event': ['move', 'reschedule', 'change', 'invite', 'attendee', 'add'],
  'google_calendar.delete_event': ['cancel', 'delete', 'remove'],
  'google_calendar.find_free_busy': ['free', 'busy', 'availability', 'available', 'slot', 'time', 'find'],
  'web.fetch_page': ['url', 'link', 'website', 'webpage', 'article', 'read', 'browse', 'research', 'fetch', 'page'],
  'datetime.now': ['now', 'current', 'today', 'clock'],
  'datetime.add': ['add', 'after', 'later', 'plus', 'arithmetic'],
  'datetime.difference': ['difference', 'between', 'until', 'long', 'arithmetic'],
  'datetime.convert_timezone': ['convert', 'timezone', 'city', 'conversion'],
};

/**
 * What a tool acts on, where its name does not say it all: a subagent that handles one of these
 * objects gets every tool on it (selection.ts). Other tools: their name minus the verb.
 */
export const TOOL_OBJECTS: Readonly<Record<string, readonly string[]>> = {
  'github.add_comment': ['comment', 'issue', 'pull request'],
  'linear.add_comment': ['comment', 'issue'],
  'notion.search': ['page', 'database'],
  'slack.reply_in_thread': ['thread', 'message'],
  'slack.add_reaction': ['reaction', 'message'],
};

/**
 * The words that must appear for a mutating tool to be chosen for a task: a prompt that only
 * mentions issues must not file one. Reading tools need no verb.
 */
export const TOOL_ACTIONS: Readonly<Record<string, readonly string[]>> = {
  'github.create_issue': ['create', 'file', 'report', 'raise'],
  'github.update_issue': ['update', 'close', 'reopen', 'assign', 'label', 'triage', 'retitle'],
  'github.add_comment': ['comment', 'lgtm', 'note'],
  'github.create_pull_request': ['create', 'propose'],
  'github.merge_pull_request': ['merge', 'ship', 'land'],
  'linear.create_issue': ['create', 'file', 'report'],
  'linear.update_issue': ['update', 'move', 'assign', 'priority', 'bump', 'raise', 'close', 'label', 'set'],
  'linear.add_comment': ['comment', 'note', 'follow'],
  'notion.create_page': ['create', 'write', 'add', 'jot'],
  'notion.update_page': ['update', 'rename', 'set'],
  'notion.append_to_page': ['append', 'add', 'write'],
  'slack.create_channel': ['create'],
  'slack.post_message': ['post', 'send', 'announce', 'tell', 'notify', 'ping', 'direct'],
  'slack.reply_in_thread': ['reply'],
  'slack.add_reaction': ['reaction', 'react'],
  'gmail.create_draft': ['draft', 'prepare', 'compose'],
  'gmail.send_message': ['send', 'shoot', 'compose'],
  'gmail.reply_to_message': ['reply', 'send'],
  'gmail.modify_message_labels': ['label', 'archive', 'mark', 'star', 'move', 'organise', 'organize'],
  'google_calendar.create_event': ['create', 'book', 'block'],
  'google_calendar.update_event': ['update', 'move', 'reschedule', 'add'],
  'google_calendar.delete_event': ['delete', 'cancel'],
};

/**
 * Service gating. A service's tools are candidates only when the prompt shows evidence for the
 * service itself: `names` say the service, `objects` are things only it has. Patterns such as
 * acme/web, #channel, ENG-123 and addresses are detected in signals.ts.
 */
export const SERVICE_SIGNALS: Readonly<Record<string, { names: RegExp; objects?: RegExp }>> = {
  github: { names: /\b(?:github|gh)\b/, objects: /\b(?:pullrequest|repos?|repositor(?:y|ies)|branch(?:es)?|commits?)\b/ },
  linear: { names: /\blinear\b/ },
  notion: { names: /\bnotion\b/, objects: /\bwiki\b/ },
  slack: { names: /\bslack\b/, objects: /\b(?:channels?|direct message)\b/ },
  gmail: { names: /\b(?:gmail|e?mails?|inbox(?:es)?|mailbox(?:es)?)\b/ },
  google_calendar: {
    names: /\b(?:calendars?|gcal)\b/,
    objects: /\b(?:meetings?|events?|appointments?|schedul(?:e|es|ed|ing)|reschedul\w*|availability|free busy|invites?|rooms?)\b/,
  },
  web: { names: /\b(?:on|from|across|of|browse|search) the web\b|\bweb ?(?:pages?|sites?)\b|\b(?:webpages?|websites?|internet|online|urls?)\b/ },
  datetime: { names: /\b(?:datetime|timezone)\b|\bconvert\b[^.]*\btime\b/ },
};

/**
 * Words that mean a service as a whole. In a subagent prompt they never narrow it to some of its
 * tools ("email" is all of Gmail); a word naming exactly one service also claims the words next to
 * it for that service ("create a Notion page", query.ts).
 */
export const SERVICE_NAME_WORDS: Readonly<Record<string, readonly string[]>> = {
  github: ['github', 'gh'],
  linear: ['linear', 'workspace'],
  notion: ['notion', 'workspace'],
  slack: ['slack', 'workspace'],
  gmail: ['gmail', 'email', 'mail', 'inbox', 'mailbox'],
  google_calendar: ['google', 'calendar', 'gcal'],
  web: ['internet', 'online'],
  datetime: ['datetime'],
};

/** When a service is named but no tool word matches ("what's new in Slack?"), use its general read tool. */
export const DEFAULT_TOOL: Readonly<Record<string, string>> = {
  github: 'github.list_issues', linear: 'linear.list_issues', notion: 'notion.search', slack: 'slack.list_messages',
  gmail: 'gmail.search_messages', google_calendar: 'google_calendar.list_events', web: 'web.fetch_page', datetime: 'datetime.now',
};
