// The Gmail sandbox stores Gmail API message resources, so shape.ts reads them as it reads live ones.
import type { SandboxWorld } from '../../types.ts';
import { ToolError } from '../../tool-error.ts';
import { anchorShiftMs, ensureSeeded } from '../shared/sandbox-state.ts';
import type { Label } from './shape.ts';
import type { GmailMessage } from './payload.ts';
import { gmailSeed } from './seed.ts';

export type GmailState = {
  emailAddress: string;
  labels: Label[];
  /** Newest first, as Gmail lists them. */
  messages: GmailMessage[];
  drafts: { id: string; messageId: string }[];
  historyId: number;
  anchored?: boolean;
};

/** RFC 5322 date as Gmail shows it, e.g. "Thu, 09 Jan 2025 14:05:00 +0000". */
export const rfc5322Date = (ms: number) => new Date(ms).toUTCString().replace('GMT', '+0000');

export function gmailState(world: SandboxWorld): GmailState {
  const state = ensureSeeded<GmailState>(world, gmailSeed);
  if (!state.anchored) {
    const shift = anchorShiftMs(world.now());
    for (const message of state.messages) {
      const at = Number(message.internalDate) + shift;
      message.internalDate = String(at);
      const date = message.payload?.headers?.find((h) => h.name === 'Date');
      if (date) date.value = rfc5322Date(at);
    }
    state.anchored = true;
  }
  return state;
}

export function findMessage(state: GmailState, id: string): GmailMessage {
  const message = state.messages.find((m) => m.id === id);
  if (!message) throw new ToolError('not_found', `Message ${id} was not found`, { status: 404 });
  return message;
}

/** Gmail refuses unknown label ids with 400 "Invalid label". */
export function checkLabels(state: GmailState, ids: string[]): void {
  for (const id of ids) {
    if (!state.labels.some((l) => l.id === id)) throw new ToolError('invalid_input', `Invalid label: ${id} (use ids from gmail.list_labels)`, { status: 400 });
  }
}

export function nextHistoryId(state: GmailState): string {
  state.historyId += 1;
  return String(state.historyId);
}
