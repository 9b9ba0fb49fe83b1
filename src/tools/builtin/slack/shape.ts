// Trims Slack Web API objects to the fields an agent uses, keeping Slack's own field names.
import type { SlackChannel, SlackMessage, SlackUser } from './state.ts';

export interface ChannelOut {
  id: string;
  name: string;
  is_private: boolean;
  is_archived: boolean;
  created: number;
  creator: string;
  num_members?: number;
  topic: string;
  purpose: string;
}

export interface MessageOut {
  ts: string;
  user?: string;
  text: string;
  subtype?: string;
  thread_ts?: string;
  reply_count?: number;
  reactions?: { name: string; count: number; users: string[] }[];
}

export interface UserOut {
  id: string;
  name: string;
  real_name: string;
  display_name: string;
  title: string;
  email?: string;
  tz?: string;
  is_bot: boolean;
  deleted: boolean;
}

type ApiChannel = Partial<Omit<SlackChannel, 'topic' | 'purpose'>> & { id: string; num_members?: number; topic?: { value?: string }; purpose?: { value?: string } };
type ApiMessage = Partial<SlackMessage> & { ts: string };
type ApiUser = Partial<Omit<SlackUser, 'profile'>> & { id: string; profile?: Partial<SlackUser['profile']> };

export function channelOut(c: ApiChannel): ChannelOut {
  return {
    id: c.id,
    name: c.name ?? '',
    is_private: c.is_private ?? false,
    is_archived: c.is_archived ?? false,
    created: c.created ?? 0,
    creator: c.creator ?? '',
    num_members: c.num_members ?? c.members?.length,
    topic: c.topic?.value ?? '',
    purpose: c.purpose?.value ?? '',
  };
}

export function messageOut(m: ApiMessage): MessageOut {
  return {
    ts: m.ts,
    user: m.user,
    text: m.text ?? '',
    subtype: m.subtype,
    thread_ts: m.thread_ts,
    reply_count: m.reply_count,
    reactions: m.reactions?.map((r) => ({ name: r.name, count: r.count, users: r.users })),
  };
}

export function userOut(u: ApiUser): UserOut {
  return {
    id: u.id,
    name: u.name ?? '',
    real_name: u.real_name ?? u.profile?.real_name ?? '',
    display_name: u.profile?.display_name ?? '',
    title: u.profile?.title ?? '',
    email: u.profile?.email,
    tz: u.tz,
    is_bot: u.is_bot ?? false,
    deleted: u.deleted ?? false,
  };
}

/** Slack's permalink form: /archives/<channel>/p<ts without the dot>. */
export function permalink(domain: string, channel: string, ts: string): string {
  return `https://${domain}.slack.com/archives/${channel}/p${ts.replace('.', '')}`;
}
