// The Slack sandbox keeps Web API-shaped objects, so the mappers in shape.ts serve sandbox and live alike.
import type { SandboxWorld } from '../../types.ts';
import { anchorShiftMs, ensureSeeded } from '../shared/sandbox-state.ts';
import { channelName, isConversationId } from './channel-ref.ts';
import { channelFromName, isPlausibleChannelName } from './named-channel.ts';
import { slackSeed } from './seed.ts';
import { slackError } from './api.ts';

export interface SlackReaction {
  name: string;
  users: string[];
  count: number;
}

export interface SlackMessage {
  type: 'message';
  ts: string;
  user: string;
  text: string;
  subtype?: string;
  thread_ts?: string;
  reply_count?: number;
  latest_reply?: string;
  reactions?: SlackReaction[];
}

export interface SlackChannel {
  id: string;
  name: string;
  is_channel: boolean;
  is_im?: boolean;
  /** For direct-message conversations: the other person. */
  user?: string;
  is_private: boolean;
  is_archived: boolean;
  created: number;
  creator: string;
  topic: { value: string };
  purpose: { value: string };
  members: string[];
}

export interface SlackUser {
  id: string;
  team_id: string;
  name: string;
  real_name: string;
  deleted: boolean;
  is_bot: boolean;
  tz: string;
  profile: { real_name: string; display_name: string; title: string; email?: string };
}

export type SlackState = {
  team: { id: string; name: string; domain: string };
  /** The end user the sandbox token belongs to. */
  selfUserId: string;
  users: SlackUser[];
  channels: SlackChannel[];
  /** Every message of a conversation, thread replies included, oldest first. */
  messages: Record<string, SlackMessage[]>;
  /** Set once the seed's timestamps were moved to the current week. */
  anchored?: boolean;
};

function shiftTs(ts: string, ms: number): string {
  const [seconds, fraction = '000000'] = ts.split('.');
  return `${Number(seconds) + ms / 1000}.${fraction}`;
}

/** Loads (seeding and anchoring on first use) the sandbox state of this end user's workspace. */
export function slackState(world: SandboxWorld): SlackState {
  const state = ensureSeeded<SlackState>(world, slackSeed);
  if (!state.anchored) {
    const shift = anchorShiftMs(world.now());
    for (const channel of state.channels) channel.created += shift / 1000;
    for (const list of Object.values(state.messages)) {
      for (const message of list) {
        message.ts = shiftTs(message.ts, shift);
        if (message.thread_ts) message.thread_ts = shiftTs(message.thread_ts, shift);
        if (message.latest_reply) message.latest_reply = shiftTs(message.latest_reply, shift);
      }
    }
    state.anchored = true;
  }
  return state;
}

/**
 * Finds a conversation by id, or a channel by name with or without '#' (any case). A channel name
 * nobody seeded is created on first reference (decision G5); an unknown id is channel_not_found.
 */
export function findChannel(state: SlackState, ref: string, now: Date): SlackChannel {
  const byId = state.channels.find((c) => c.id === ref);
  if (byId) return byId;
  const name = channelName(ref);
  const byName = state.channels.find((c) => c.is_channel && c.name === name);
  if (byName) return byName;
  if (isConversationId(ref) || !isPlausibleChannelName(name)) throw slackError('channel_not_found', ref);
  const { channel, messages } = channelFromName(state, name, now);
  state.channels.push(channel);
  state.messages[channel.id] = messages;
  return channel;
}

export function findMessage(state: SlackState, channelId: string, ts: string): SlackMessage {
  const message = (state.messages[channelId] ?? []).find((m) => m.ts === ts);
  if (!message) {
    const name = state.channels.find((c) => c.id === channelId)?.name;
    throw slackError('message_not_found', `no message with ts ${ts} in ${name ? `#${name}` : channelId}`);
  }
  return message;
}

/** A fresh Slack timestamp ("seconds.micros"), unique within the conversation and after its last message. */
export function nextTs(state: SlackState, channelId: string, now: Date): string {
  const list = state.messages[channelId] ?? [];
  const last = list.length > 0 ? Math.max(...list.map((m) => Math.round(Number(m.ts) * 1e6))) : 0;
  const micros = Math.max(now.getTime() * 1000, last + 100);
  return `${Math.floor(micros / 1e6)}.${String(micros % 1e6).padStart(6, '0')}`;
}
