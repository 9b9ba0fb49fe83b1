// Dates, times and durations in a prompt, resolved against "now" (the `Current time:` line of the
// system prompt) in the IANA zone the prompt names, or UTC. Understood: ISO dates and date-times,
// "March 14", today / tomorrow / yesterday / the day after tomorrow, (this|next|last) <weekday>,
// this / next / last week, "in 3 days", "2 weeks from now", times ("3pm", "15:30", "noon"),
// ranges ("2-3pm", "from 2pm to 4pm"), "for 1 hour", and durations for date arithmetic.
import { parseTimestamp, wallTimeAt, wallToInstant, zonedView } from '../../tools/builtin/shared/zoned-time.ts';

export type DurationUnit = 'years' | 'months' | 'weeks' | 'days' | 'hours' | 'minutes' | 'seconds';

export interface DateFacts {
  zone: string;
  /** Event start and end instants (ms); all-day events start and end at midnight. */
  start?: number;
  end?: number;
  allDay: boolean;
  /** The span a list or search should cover: the named day(s), or the named time range. */
  window?: { min: number; max: number };
  /** Dates and date-times as a tool should receive them, in the order the prompt names them. */
  moments: string[];
  /** Signed amounts for date arithmetic ("3 days ago" -> days: -3). */
  durations: Partial<Record<DurationUnit, number>>;
  /** The prompt counts from or to the present: "until", "since", "from now", "ago". */
  relativeToNow: boolean;
  /** Today's date in the zone (YYYY-MM-DD): where a count of days from now starts. */
  today: string;
  /** A day the prompt names in a way that fits two dates ("next Wednesday" said on a Tuesday). */
  ambiguous?: string;
  /** A span the prompt gives where one day is needed ("next week" for a new meeting). */
  vague?: string;
  /** The day a possessive gives a thing ("Wednesday's roadmap sync"): its day, whatever new time follows. */
  ownDay?: { min: number; max: number };
}

type Day = { year: number; month: number; day: number };
/** `later`: days from `day` to the day meant ("a week from Friday"): a write's day, while date arithmetic adds the duration itself. */
type Found = { day: Day; pos: number; lastDay?: Day; literal?: string; relative?: boolean; ambiguous?: string; vague?: string; later?: number };

const DAY_MS = 86_400_000;
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const UNIT_OF: Record<string, DurationUnit> = { year: 'years', month: 'months', week: 'weeks', day: 'days', hour: 'hours', hr: 'hours', h: 'hours', minute: 'minutes', min: 'minutes', m: 'minutes', second: 'seconds', sec: 'seconds', s: 'seconds' };
const UNIT_MS: Record<DurationUnit, number> = { years: 365 * DAY_MS, months: 30 * DAY_MS, weeks: 7 * DAY_MS, days: DAY_MS, hours: 3_600_000, minutes: 60_000, seconds: 1000 };
const AMOUNT = String.raw`(\d+(?:\.\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten)`;
const UNIT = String.raw`(years?|months?|weeks?|days?|hours?|hrs?|minutes?|mins?|seconds?|secs?)`;
const DEFAULT_EVENT_MS = 30 * 60_000;
// Compiled once (matchAll copies a global pattern, so sharing them is safe).
const MONTH_WORD = String.raw`(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?`;
const MONTH_DAY = new RegExp(String.raw`\b${MONTH_WORD}\s+(\d{1,2})(?:st|nd|rd|th)?\b(?:,?\s+(\d{4}))?`, 'g');
const DAY_MONTH = new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH_WORD}(?:,?\s+(\d{4}))?`, 'g');
const IN_DAYS = new RegExp(String.raw`\b(?:in\s+${AMOUNT}\s+(days?|weeks?)|${AMOUNT}\s+(days?|weeks?)\s+from\s+(?:now|today))\b`, 'g');
const AMOUNT_UNIT = new RegExp(String.raw`\b${AMOUNT}\s*${UNIT}\b`, 'g');
// "for an hour", "a 45-minute call", "it's an hour", "..., two hours": how long the event lasts.
// "Block two hours on my calendar": the length is what is blocked.
const BLOCK_LENGTH = new RegExp(String.raw`\b(?:block|book|reserve|hold|schedule|set aside)\s+(?:off\s+)?(?:me\s+)?${AMOUNT}\s*${UNIT}\b`);
const EVENT_LENGTH = new RegExp(String.raw`(?:\bfor|\bit's|\bit is|\blasting|\blasts|\btakes|,)\s+(?:about\s+|around\s+)?${AMOUNT}\s*${UNIT}\b(?!\s+(?:from|after|before|ago|later|earlier))|\b${AMOUNT}-${UNIT}\b`);

const amount = (word: string) => NUMBER_WORDS[word] ?? Number(word);
const unitOf = (word: string) => UNIT_OF[word.replace(/s$/, '')] ?? UNIT_OF[word];
const shift = (d: Day, days: number): Day => {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
};
const weekday = (d: Day) => new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
const isoDay = (d: Day) => `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
const at = (d: Day, zone: string, hour = 0, minute = 0) => wallToInstant({ ...d, hour, minute, second: 0, millisecond: 0 }, zone);

/** Every day expression with its position; a later one after "to/until/through" ends a range. */
const HOLIDAYS: Record<string, [number, number]> = { 'new years eve': [12, 31], 'new years': [1, 1], 'christmas eve': [12, 24], christmas: [12, 25], boxing: [12, 26], halloween: [10, 31], valentines: [2, 14] };

const HAPPENED = /\b(?:was|were|got|been|delivered|started|signed|bought|joined|arrived|received|paid|sent|began|opened|created|hired|shipped|purchased|ordered|installed|launched|released|filed|submitted|happened|since)\b[^.;!?]{0,20}$/;
const MOVING = /\b(?:move|moved|reschedule|push|shift|postpone|bring|change|update|punt|delay)\b/;

function findDays(text: string, today: Day): Found[] {
  const found: Found[] = [];
  const add = (pos: number, day: Day, extra: Partial<Found> = {}) => found.push({ day, pos, ...extra });
  for (const m of text.matchAll(/\b(\d{4})-(\d{2})-(\d{2})(?:[t ]\d{2}:\d{2}(?::\d{2})?(?:z|[+-]\d{2}:?\d{2})?)?/gi)) {
    add(m.index, { year: +m[1], month: +m[2], day: +m[3] }, { literal: m[0].toUpperCase().replace(' ', 'T') });
  }
  // "15.01.2027": day, month and year with dots, as written across Europe (never month first).
  for (const m of text.matchAll(/(?<![\d.])(\d{1,2})\.(\d{1,2})\.(\d{4})(?![\d.])/g)) {
    if (+m[2] >= 1 && +m[2] <= 12 && +m[1] >= 1 && +m[1] <= 31) add(m.index, { year: +m[3], month: +m[2], day: +m[1] }, { literal: `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}` });
  }
  const monthDay = (pos: number, month: string, day: string, year?: string, lastDay?: string) => {
    const d: Day = { year: year ? +year : today.year, month: MONTHS.indexOf(month.slice(0, 3)) + 1, day: +day };
    // A date gone by this year is next year's, unless the prompt says it happened ("was delivered on November 2").
    const first = !year && isoDay(d) < isoDay(today) && !HAPPENED.test(text.slice(Math.max(0, pos - 40), pos)) ? { ...d, year: d.year + 1 } : d;
    add(pos, first, lastDay && +lastDay > first.day ? { lastDay: { ...first, day: +lastDay } } : {});
  };
  // "December 19 to 27", "Dec 3-5": the second number is a day of the same month (not "to 5pm").
  const rangeEnd = (after: number) => /^\s*(?:-|\u2013|to|until|till|through|thru)\s*(\d{1,2})(?:st|nd|rd|th)?\b(?!\s*(?:am|pm|:|\.\d|[a-z]))/.exec(text.slice(after))?.[1];
  // "Move the review on December 3 to 10": a move's "to" gives the new day, not the end of a span.
  const moving = MOVING.test(text);
  for (const m of text.matchAll(MONTH_DAY)) monthDay(m.index, m[1], m[2], m[3], m[3] || moving ? undefined : rangeEnd(m.index + m[0].length));
  for (const m of text.matchAll(DAY_MONTH)) monthDay(m.index, m[2], m[1], m[3]);
  // Fixed holidays by name, the next one to come ("new year's eve", "christmas").
  for (const m of text.matchAll(/\b(new year'?s eve|new year'?s(?: day)?|christmas eve|christmas(?: day)?|boxing day|halloween|valentine'?s day)\b/g)) {
    const [month, day] = HOLIDAYS[m[1].replace(/'/g, '').replace(/ day$/, '')] ?? [0, 0];
    if (month) monthDay(m.index, MONTHS[month - 1], String(day));
  }
  for (const m of text.matchAll(/\b(the day after tomorrow|tomorrow|today|tonight|yesterday)\b/g)) {
    add(m.index, shift(today, { 'the day after tomorrow': 2, tomorrow: 1, today: 0, tonight: 0, yesterday: -1 }[m[1]] ?? 0));
  }
  for (const m of text.matchAll(/\b(this|next|last)\s+week\b/g)) {
    if (/\bend of\s+$/.test(text.slice(0, m.index))) continue;
    const monday = shift(today, -((weekday(today) + 6) % 7) + { this: 0, next: 7, last: -7 }[m[1] as 'this']);
    add(m.index, monday, { lastDay: shift(monday, 6), vague: m[0] });
  }
  // "Wednesday, December 2": the weekday only names the date that follows it.
  for (const m of text.matchAll(/\b(?:(this|next|last|on|coming)\s+)?(sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b(?!,?\s+(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\d{4}-))/g)) {
    const delta = (WEEKDAYS.indexOf(m[2]) - weekday(today) + 7) % 7;
    // "Friday" and "this Friday" may be today; "next Friday" is the first one after today, but when
    // that one is still in this week, people mean it or the one a week later: the date is ambiguous.
    const day = m[1] === 'last' ? shift(today, -((7 - delta) % 7 || 7)) : shift(today, m[1] === 'next' && delta === 0 ? 7 : delta);
    const thisWeek = delta > 0 && delta <= 6 - ((weekday(today) + 6) % 7);
    add(m.index, day, m[1] === 'next' && thisWeek ? { ambiguous: `"next ${m[2]}" may be ${isoDay(day)} or ${isoDay(shift(day, 7))}` } : {});
  }
  for (const m of text.matchAll(END_OF)) {
    // "end of next week": its Friday; "end of the month": its last day.
    const week = { this: 0, the: 0, next: 7 }[m[1] as 'this'];
    if (m[2] === 'week') add(m.index, shift(today, -((weekday(today) + 6) % 7) + week + 4));
    else add(m.index, shift({ year: today.year, month: today.month + (m[1] === 'next' ? 2 : 1), day: 1 }, -1));
  }
  found.push(...slashedDays(text, today));
  // "a week from Friday", "two weeks from tomorrow": that many days after the day named next.
  for (const f of found) {
    const m = LATER_THAN.exec(text.slice(Math.max(0, f.pos - 40), f.pos));
    if (m && !f.relative) Object.assign(f, { later: amount(m[1]) * (/week/.test(m[2]) ? 7 : 1) });
  }
  for (const m of text.matchAll(IN_DAYS)) {
    const n = amount(m[1] ?? m[3]) * (/week/.test(m[2] ?? m[4]) ? 7 : 1);
    add(m.index, shift(today, n), { relative: true });
  }
  return found.sort((a, b) => a.pos - b.pos);
}

const END_OF = /\b(?:the\s+)?end\s+of\s+(this|the|next)\s+(week|month)\b/g;
const LATER_THAN = new RegExp(String.raw`\b${AMOUNT}\s+(days?|weeks?)\s+(?:from|after)\s+$`);

/**
 * "on 12/15", "by 13/01", "due 1/15/2027": a slashed date after a word that introduces one (or with
 * a year; "24/7" and "1/2 hour" are no dates). When both numbers could be the month ("12/01": December 1
 * or January 12), the date is ambiguous.
 */
function slashedDays(text: string, today: Day): Found[] {
  const out: Found[] = [];
  for (const m of text.matchAll(/(?:\b(?:on|by|due|for|until|till|before|after|from|to|through|thru|since|starting|ending)\s+)?(?<![\w/.])(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?(?![\w/]|\.\d)/g)) {
    if (!m[3] && !/^[a-z]/.test(m[0])) continue;
    const [a, b] = [+m[1], +m[2]];
    const year = m[3] ? (m[3].length === 2 ? 2000 + +m[3] : +m[3]) : today.year;
    const dated = (month: number, day: number): Day | undefined => {
      if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
      const d: Day = { year, month, day };
      return !m[3] && isoDay(d) < isoDay(today) ? { ...d, year: year + 1 } : d;
    };
    const monthFirst = dated(a, b);
    const dayFirst = dated(b, a);
    const day = monthFirst ?? dayFirst;
    if (!day) continue;
    const pos = m.index + m[0].indexOf(m[1]);
    const both = monthFirst && dayFirst && a !== b;
    out.push({ day, pos, ...(both ? { ambiguous: `"${m[0].slice(pos - m.index)}" may be ${isoDay(monthFirst)} (month/day) or ${isoDay(dayFirst)} (day/month)` } : {}) });
  }
  return out;
}

type Clock = { hour: number; minute: number };

function hour24(h: number, meridiem: string | undefined): number {
  if (!meridiem) return h;
  return (h % 12) + (meridiem.toLowerCase() === 'pm' ? 12 : 0);
}

/** The first time of day named, and the end of a range ("2-3pm", "from 14:00 to 15:30"). */
function findTimes(text: string): { time?: Clock; endTime?: Clock } {
  const range = /\b(\d{1,2})(?::(\d{2}))?\s*(am|pm)?\s*(?:-|\u2013|to|until|till|and)\s*(\d{1,2})(?::(\d{2}))?\s*(am|pm)\b/i.exec(text) ??
    /\b(\d{1,2}):(\d{2})()\s*(?:-|\u2013|to|until|till|and)\s*(\d{1,2}):(\d{2})()/.exec(text) ??
    // "from 10 to 11:30": a bare hour that starts a range ending at a clock time.
    /\b(?:from|between)\s+(\d{1,2})()()\s*(?:-|\u2013|to|until|till|and)\s*(\d{1,2}):(\d{2})()/.exec(text);
  if (range) {
    const endH = hour24(+range[4], range[6] || undefined);
    let startH = hour24(+range[1], range[3] || range[6] || undefined);
    if (!range[3] && range[6] && startH > endH) startH -= 12; // "11-1pm"
    return { time: { hour: startH, minute: +(range[2] ?? 0) }, endTime: { hour: endH, minute: +(range[5] ?? 0) } };
  }
  const named = /\b(noon|midday|midnight|morning|afternoon|evening)\b/.exec(text);
  const single = /\b(\d{1,2})(?::(\d{2}))?\s*(am|pm)\b/i.exec(text) ?? /\b(?:at\s+)?(\d{1,2}):(\d{2})\b()/.exec(text) ?? /\bat\s+(\d{1,2})\b()()(?!\s*(?:%|:|\.\d|[a-z]+\s*(?:days?|weeks?|months?|years?|hours?|minutes?|people|percent)))/.exec(text);
  if (single && (!named || single.index < named.index)) {
    // A bare "at 3" means business hours: 1 to 7 read as afternoon.
    const bare = !single[3] && !single[2] && +single[1] >= 1 && +single[1] <= 7;
    return { time: { hour: bare ? +single[1] + 12 : hour24(+single[1], single[3] || undefined), minute: +(single[2] || 0) } };
  }
  if (named) return { time: { hour: { noon: 12, midday: 12, midnight: 0, morning: 9, afternoon: 14, evening: 18 }[named[1]] ?? 9, minute: 0 } };
  return {};
}

function findDurations(text: string): DateFacts['durations'] {
  const sign = /\b(?:ago|before|earlier|back|subtract|minus|prior)\b/.test(text) ? -1 : 1;
  const out: DateFacts['durations'] = {};
  for (const m of text.matchAll(AMOUNT_UNIT)) {
    const unit = unitOf(m[2]);
    if (unit) out[unit] = (out[unit] ?? 0) + sign * Math.round(amount(m[1]));
  }
  return out;
}

/** Reads every date, time and duration in `text` (lowercase, quotes blanked) relative to `now`. */
export function findDates(text: string, now: Date, zone: string): DateFacts {
  const lower = text.toLowerCase();
  const today: Day = wallTimeAt(now.getTime(), zone);
  const days = findDays(lower, { year: today.year, month: today.month, day: today.day });
  const { time, endTime } = findTimes(lower.replace(/\b\d{4}-\d{2}-\d{2}(?:[t ]\d{2}:\d{2}(?::\d{2})?)?/g, ' '));
  const durations = findDurations(lower);
  const facts: DateFacts = { zone, allDay: false, moments: [], durations, relativeToNow: /\b(?:until|till|from now|ago|since|left|remain)\b/.test(lower), today: isoDay(today) };
  const first = days[0];
  if (first?.ambiguous) facts.ambiguous = first.ambiguous;
  if (first?.vague && !time) facts.vague = first.vague;
  const owned = days.find((d) => /^[a-z]+['\u2019]s\b/.test(lower.slice(d.pos)));
  if (owned) facts.ownDay = { min: at(owned.day, zone), max: at(shift(owned.day, 1), zone) };
  // "from Monday to Wednesday", "between March 3 and March 5": the second day ends the span.
  let ranged = days[1] && /\s(?:to|until|till|through|and)\s/.test(lower.slice(first.pos, days[1].pos)) ? days[1].day : first?.lastDay;
  while (ranged && isoDay(ranged) < isoDay(shift(first.day, first.later ?? 0))) ranged = shift(ranged, 7); // Friday to Monday
  const forDuration = EVENT_LENGTH.exec(lower) ?? BLOCK_LENGTH.exec(lower);
  const eventMs = forDuration ? amount(forDuration[1] ?? forDuration[3]) * UNIT_MS[unitOf(forDuration[2] ?? forDuration[4]) ?? 'minutes'] : undefined;
  if (first?.literal && /T\d/.test(first.literal)) {
    facts.start = parseTimestamp(first.literal, zone);
  } else if (first) {
    facts.start = at(shift(first.day, first.later ?? 0), zone, time?.hour, time?.minute);
    facts.allDay = !time;
  } else if (time) {
    // A time without a day: today if it is still ahead, otherwise tomorrow.
    const todayAt = at(today, zone, time.hour, time.minute);
    // "this morning" is today even when the morning has passed.
    const thisDay = /\bthis (?:morning|afternoon|evening)\b|\btonight\b|\btoday\b/.test(lower);
    facts.start = todayAt > now.getTime() || thisDay ? todayAt : at(shift(today, 1), zone, time.hour, time.minute);
  }
  if (facts.start !== undefined) {
    const startDay = wallTimeAt(facts.start, zone);
    if (facts.allDay) facts.end = at(shift(ranged ?? startDay, 1), zone);
    else if (endTime) facts.end = at(startDay, zone, endTime.hour, endTime.minute);
    else facts.end = facts.start + (eventMs ?? DEFAULT_EVENT_MS);
    const timed = !facts.allDay && (time !== undefined || /T\d/.test(first?.literal ?? ''));
    facts.window = timed && (endTime || eventMs) ? { min: facts.start, max: facts.end } : { min: at(startDay, zone), max: at(shift(ranged ?? startDay, 1), zone) };
  }
  // "in 3 days" is a moment for a due date but a duration for date arithmetic: moments skip it.
  // A date with a time ("9am ... on 2026-12-01") is that moment, not the bare date.
  facts.moments = days.filter((d) => !d.relative).map((d, i) => (i === 0 && facts.start !== undefined && !facts.allDay && !/T\d/.test(d.literal ?? '') ? zonedView(facts.start, zone).iso : (d.literal ?? isoDay(d.day))));
  if (facts.moments.length === 0 && facts.start !== undefined && !first?.relative) facts.moments.push(zonedView(facts.start, zone).iso);
  // "started at 02:47 UTC and was resolved at 05:13 UTC today. How many minutes?": two clock times
  // on one day are the two ends of a difference.
  const clocks = [...lower.matchAll(/\b(\d{1,2}):(\d{2})\s*(am|pm)?\b|\b(\d{1,2})\s*(am|pm)\b/g)];
  if (days.length <= 1 && !/T\d/.test(first?.literal ?? '') && clocks.length === 2 && !endTime && /\bhow (?:many|long)\b|\bdifference\b|\bbetween\b/.test(lower)) {
    const day = first?.day ?? today;
    const [from, to] = clocks.map((c) => at(day, zone, hour24(+(c[1] ?? c[4]), c[3] ?? c[5]), +(c[2] ?? 0)));
    // "started at 11pm, resolved at 2am" crosses a midnight the prompt does not date: left unread.
    if (from <= to) facts.moments = [from, to].map((ms) => zonedView(ms, zone).iso);
  }
  return facts;
}
