// A calendar event's new time from a prompt that moves it: "to Thursday at 2pm" (the day and time
// after "to"), "back by one hour" (a shift), "to Friday, same time" (the day, keeping the time),
// "to 4pm" (the time, keeping the day). The event keeps its length and its own time zone: a time
// without a zone in the prompt is read in the event's zone.
import { str, type Rec } from '../../tools/builtin/shared/summary-text.ts';
import { wallTimeAt, wallToInstant, zonedView } from '../../tools/builtin/shared/zoned-time.ts';
import { findDates } from './prompt-dates.ts';
import type { PromptFacts } from './prompt-facts.ts';

const HOUR = 3_600_000;
const DAY_WORDS = /\b(?:today|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|next|\d{4}-\d{2}-\d{2}|january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|oct|nov|dec)\b/;

function instant(event: Rec, key: 'start' | 'end'): number | undefined {
  const ms = Date.parse(str(event, key, 'dateTime') || str(event, key, 'date'));
  return Number.isFinite(ms) ? ms : undefined;
}

/** New start, end and time zone for an event the prompt moves, or {} when it names no new time. */
export function movedTimes(event: Rec, facts: PromptFacts, now: Date): { start?: string; end?: string; timeZone?: string } {
  const start = instant(event, 'start');
  const end = instant(event, 'end');
  if (start === undefined || end === undefined) return {};
  const zone = str(event, 'start', 'timeZone') || facts.ids.zones[0] || 'UTC';
  const at = (ms: number) => ({ start: zonedView(ms, zone).iso, end: zonedView(ms + end - start, zone).iso, timeZone: zone });
  if (/\b(?:back|later|forward|earlier|out|up)\s+(?:by\s+)?(?:an?|one|two|three|\d+)\s+(?:hours?|minutes?|days?)\b|\b(?:back|later|forward|earlier|out|up)\s+by\s+|\bby\s+(?:an?|one|two|three|\d+)\s+(?:hours?|minutes?|days?)\b/.test(facts.lower)) {
    const d = facts.dates.durations;
    const sign = /\b(?:earlier|forward|sooner|up)\b/.test(facts.lower) ? -1 : 1;
    const delta = sign * (Math.abs(d.hours ?? 0) * HOUR + Math.abs(d.minutes ?? 0) * 60_000 + Math.abs(d.days ?? 0) * 24 * HOUR);
    return delta === 0 ? {} : at(start + delta);
  }
  const to = /\b(?:to|until|till)\s+(.+)$/i.exec(facts.lower)?.[1];
  if (!to) return {};
  const target = findDates(to, now, facts.ids.zones[0] ?? zone);
  if (target.start === undefined) return {};
  const hasDay = DAY_WORDS.test(to);
  if (hasDay && !target.allDay) return at(target.start);
  const old = wallTimeAt(start, zone);
  const next = wallTimeAt(target.start, zone);
  // A day only keeps the time of day; a time only keeps the day.
  const wall = hasDay ? { ...next, hour: old.hour, minute: old.minute } : { ...old, hour: next.hour, minute: next.minute };
  return at(wallToInstant({ ...wall, second: 0, millisecond: 0 }, zone));
}

/**
 * New end for an event the prompt lengthens or shortens: "extend it to 90 minutes" (the new
 * length), "extend it by 30 minutes" (added), "shorten it by 15 minutes" (taken off). Start and zone stay.
 */
export function resizedTimes(event: Rec, facts: PromptFacts): { end?: string; timeZone?: string } {
  const start = instant(event, 'start');
  const end = instant(event, 'end');
  const d = facts.dates.durations;
  const amount = Math.abs(d.hours ?? 0) * HOUR + Math.abs(d.minutes ?? 0) * 60_000;
  if (start === undefined || end === undefined || amount === 0) return {};
  const zone = str(event, 'start', 'timeZone') || facts.ids.zones[0] || 'UTC';
  const shorter = /\b(?:shorten|cut|trim|reduce)\b/.test(facts.lower);
  const newEnd = /\bby\s+/.test(facts.lower) ? end + (shorter ? -amount : amount) : start + amount;
  return newEnd > start ? { end: zonedView(newEnd, zone).iso, timeZone: zone } : {};
}

/** An event as listed, with its calendar's zone when it gives only an offset: a new time without a zone is read in it. */
export function inListZone(event: Rec, list: unknown): Rec {
  const zone = list && typeof list === 'object' ? str(list as Rec, 'timeZone') : '';
  const start = event.start;
  // An all-day event has a date, not an instant: it moves by whole days whatever the zone.
  if (!zone || !start || typeof start !== 'object' || !str(event, 'start', 'dateTime') || str(event, 'start', 'timeZone')) return event;
  return { ...event, start: { ...(start as Rec), timeZone: zone } };
}
