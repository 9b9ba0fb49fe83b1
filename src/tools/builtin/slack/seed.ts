// A small, plausible workspace: people, public and private channels, a thread and some reactions.
// Ids derive from the end user's id so seeds differ per user but never between two runs.
import { seededIds } from '../shared/seeded-random.ts';
import { seedTime } from '../shared/sandbox-state.ts';
import type { SlackChannel, SlackMessage, SlackState, SlackUser } from './state.ts';

const PEOPLE = [
  ['jordan.lee', 'Jordan Lee', 'Product Manager', 'America/New_York'],
  ['maria.garcia', 'Maria Garcia', 'Engineering Manager', 'Europe/Madrid'],
  ['dev.patel', 'Dev Patel', 'Backend Engineer', 'Europe/London'],
  ['chen.wei', 'Chen Wei', 'Product Designer', 'America/Los_Angeles'],
  ['sara.okafor', 'Sara Okafor', 'Head of Marketing', 'America/New_York'],
  ['tom.becker', 'Tom Becker', 'Support Lead', 'Europe/Berlin'],
] as const;

// [channel, author index, day relative to the seed Monday, hour, minute, text]
type Line = [string, number, number, number, number, string];
const LINES: Line[] = [
  ['general', 1, -4, 13, 5, 'Reminder: all-hands is moved to Friday 3pm this week.'],
  ['general', 4, -4, 15, 40, 'The spring campaign landing page is live: https://northwind.example/spring'],
  ['general', 0, -3, 9, 12, 'Welcome to the team, Chen! :wave:'],
  ['engineering', 1, -4, 10, 0, 'Deploy of v2.3 is scheduled for Thursday 4pm. Any blockers?'],
  ['engineering', 2, -4, 10, 20, 'The billing migration still needs a review, PR #482.'],
  ['engineering', 0, -4, 10, 31, 'I can review it after lunch.'],
  ['engineering', 2, -3, 11, 45, 'Staging is green again after the Redis upgrade.'],
  ['random', 3, -3, 12, 30, 'Anyone up for lunch at the new ramen place?'],
  ['random', 5, -3, 12, 41, 'Count me in!'],
  ['product-launch', 0, -4, 16, 0, 'Launch checklist is in the doc; please add owners by Friday.'],
  ['product-launch', 4, -3, 14, 15, 'Press release draft is ready for review.'],
  ['leadership', 1, -3, 17, 0, 'Q3 hiring plan: two backend engineers and one designer.'],
];

const CHANNELS: [string, boolean, string, string][] = [
  ['general', false, 'Company-wide announcements', 'This channel is for workspace-wide communication and announcements.'],
  ['engineering', false, 'Deploys: Tue/Thu 4pm', 'Engineering discussion, deploys and incidents.'],
  ['random', false, '', 'Non-work banter and water cooler conversation.'],
  ['product-launch', false, 'Launch on the 15th', 'Coordination for the v3 launch.'],
  ['leadership', true, '', 'Leadership team only.'],
];

export function slackSeed(userId: string): SlackState {
  const id = seededIds(`slack:${userId}`);
  const teamId = id('T', 8);
  const users: SlackUser[] = PEOPLE.map(([name, realName, title, tz], i) => ({
    id: id('U', 10),
    team_id: teamId,
    name,
    real_name: realName,
    deleted: i === 5,
    is_bot: false,
    tz,
    profile: { real_name: realName, display_name: realName.split(' ')[0], title, email: `${name}@northwind.example` },
  }));
  users.push({ id: id('U', 10), team_id: teamId, name: 'deploybot', real_name: 'Deploy Bot', deleted: false, is_bot: true, tz: 'UTC', profile: { real_name: 'Deploy Bot', display_name: 'deploybot', title: '' } });
  const self = users[0].id;
  const created = Math.floor(seedTime(-400, 15) / 1000);
  const channels: SlackChannel[] = CHANNELS.map(([name, isPrivate, topic, purpose]) => ({
    id: id(isPrivate ? 'G' : 'C', 10),
    name,
    is_channel: true,
    is_private: isPrivate,
    is_archived: false,
    created,
    creator: users[1].id,
    topic: { value: topic },
    purpose: { value: purpose },
    members: isPrivate ? [users[0].id, users[1].id, users[4].id] : users.filter((u) => !u.deleted).map((u) => u.id),
  }));
  const messages: Record<string, SlackMessage[]> = Object.fromEntries(channels.map((c) => [c.id, []]));
  LINES.forEach(([channelName, author, day, hour, minute, text], i) => {
    const channel = channels.find((c) => c.name === channelName)!;
    const ts = `${Math.floor(seedTime(day, hour, minute) / 1000)}.${String((i + 1) * 100).padStart(6, '0')}`;
    messages[channel.id].push({ type: 'message', ts, user: users[author].id, text });
  });
  // The deploy question gets a thread with two replies, and a few messages carry reactions.
  const engineering = messages[channels[1].id];
  const [question, review, offer] = engineering;
  for (const reply of [review, offer]) reply.thread_ts = question.ts;
  Object.assign(question, { thread_ts: question.ts, reply_count: 2, latest_reply: offer.ts });
  question.reactions = [{ name: 'eyes', users: [users[2].id, self], count: 2 }];
  messages[channels[0].id][2].reactions = [{ name: 'tada', users: [users[1].id, users[3].id, users[4].id], count: 3 }];
  return { team: { id: teamId, name: 'Northwind Labs', domain: 'northwind-labs' }, selfUserId: self, users, channels, messages };
}
