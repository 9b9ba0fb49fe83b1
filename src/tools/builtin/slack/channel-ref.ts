// How Slack tools read a `channel` argument: a conversation id, or a channel name with or without
// '#'. The sandbox finds (or makes) the channel by name; live resolves the name to its id with
// conversations.list, since conversations.history and reactions.add take ids only.
import type { LiveApi } from '../../types.ts';
import { slackCall, slackError } from './api.ts';

/**
 * Slack's ids of conversations (C..., G..., D...) and of people (U..., W..., which chat.postMessage
 * takes for a direct message), as Slack spells them or as the sandbox makes them (C_...).
 */
export function isConversationId(ref: string): boolean {
  return /^[CGDUW](?=[A-Z0-9]*\d)[A-Z0-9]{6,}$/.test(ref) || /^[CGDUW]_[A-Za-z0-9]+$/.test(ref);
}

/** "#Deploys" -> "deploys": Slack channel names are lowercase. */
export function channelName(ref: string): string {
  return ref.trim().replace(/^#/, '').toLowerCase();
}

type ChannelPage = { channels: { id: string; name: string }[]; response_metadata?: { next_cursor?: string } };

/** The id of the conversation `ref` names; a name is looked up among the public channels. */
export async function liveChannelId(api: LiveApi, ref: string): Promise<string> {
  if (isConversationId(ref)) return ref;
  const name = channelName(ref);
  let cursor: string | undefined;
  do {
    const page = await slackCall<ChannelPage>(api, 'conversations.list', { types: 'public_channel', exclude_archived: false, limit: 1000, cursor });
    const found = page.channels.find((c) => c.name === name);
    if (found) return found.id;
    cursor = page.response_metadata?.next_cursor || undefined;
  } while (cursor);
  throw slackError('channel_not_found', ref);
}

/** chat.postMessage resolves names itself; it wants them without '#'. */
export function postTarget(ref: string): string {
  return isConversationId(ref) ? ref : channelName(ref);
}
