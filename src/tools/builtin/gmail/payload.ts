// Gmail API message resources: building them (sandbox) and reading them (both modes).
import { decodeEntities, htmlToText } from '../shared/html-text.ts';
import type { Composed } from './mime.ts';

export type Header = { name: string; value: string };
export type MessagePart = {
  partId?: string;
  mimeType: string;
  filename?: string;
  headers?: Header[];
  body?: { size: number; data?: string; attachmentId?: string };
  parts?: MessagePart[];
};
export type GmailMessage = {
  id: string;
  threadId: string;
  labelIds?: string[];
  snippet?: string;
  historyId?: string;
  internalDate?: string;
  sizeEstimate?: number;
  payload?: MessagePart;
};

export type Attachment = { filename: string; mimeType: string; size: number; attachmentId?: string };

const b64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

export function header(message: Pick<GmailMessage, 'payload'>, name: string): string | undefined {
  const lower = name.toLowerCase();
  return message.payload?.headers?.find((h) => h.name.toLowerCase() === lower)?.value;
}

/** Gmail's snippet: the start of the text on one line, HTML-escaped as the API returns it. */
export function snippetOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const cut = line.length > 200 ? `${line.slice(0, 197).replace(/\s+\S*$/, '')}…` : line;
  return cut.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const textPart = (mimeType: string, content: string): MessagePart => ({
  mimeType,
  headers: [{ name: 'Content-Type', value: `${mimeType}; charset="UTF-8"` }],
  body: { size: Buffer.byteLength(content), data: b64url(content) },
});

/**
 * A payload the way Gmail reports it: one text part alone (plain, or HTML when there is no plain
 * text), multipart/alternative for both, multipart/mixed when files are attached.
 */
export function buildPayload(composed: Composed, extra: { html?: string; attachments?: (Attachment & { attachmentId: string })[] } = {}): MessagePart {
  const headers = composed.headers.map(([name, value]) => ({ name, value }));
  const bodies = [composed.text || !extra.html ? textPart('text/plain', composed.text) : undefined, extra.html ? textPart('text/html', extra.html) : undefined].filter((p) => p !== undefined);
  const files = (extra.attachments ?? []).map((a): MessagePart => ({ mimeType: a.mimeType, filename: a.filename, body: { size: a.size, attachmentId: a.attachmentId } }));
  if (bodies.length === 1 && files.length === 0) return { ...bodies[0], partId: '', filename: '', headers: [...headers, ...bodies[0].headers!] };
  const content = bodies.length === 1 ? bodies[0] : { mimeType: 'multipart/alternative', body: { size: 0 }, parts: bodies };
  const parts = files.length ? [content, ...files] : bodies;
  return { partId: '', mimeType: files.length ? 'multipart/mixed' : 'multipart/alternative', filename: '', headers, body: { size: 0 }, parts: numberParts(parts, '') };
}

function numberParts(parts: MessagePart[], prefix: string): MessagePart[] {
  return parts.map((part, i) => {
    const partId = prefix ? `${prefix}.${i}` : String(i);
    const numbered: MessagePart = { ...part, partId, filename: part.filename ?? '' };
    if (part.parts) numbered.parts = numberParts(part.parts, partId);
    return numbered;
  });
}

function decodeData(part: MessagePart): string {
  const data = part.body?.data;
  if (!data) return '';
  const charset = /charset="?([^";\s]+)"?/i.exec(part.headers?.find((h) => h.name.toLowerCase() === 'content-type')?.value ?? '')?.[1] ?? 'utf-8';
  const bytes = Buffer.from(data, 'base64url');
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function walk(part: MessagePart | undefined, visit: (part: MessagePart) => void): void {
  if (!part) return;
  visit(part);
  for (const child of part.parts ?? []) walk(child, visit);
}

/** The readable body: the text/plain parts, or the HTML parts as text when there is no plain text. */
export function bodyText(message: Pick<GmailMessage, 'payload' | 'snippet'>): string {
  const plain: string[] = [];
  const html: string[] = [];
  walk(message.payload, (part) => {
    if (part.filename || part.body?.attachmentId) return;
    if (part.mimeType === 'text/plain') plain.push(decodeData(part));
    else if (part.mimeType === 'text/html') html.push(htmlToText(decodeData(part)));
  });
  const text = plain.length ? plain.join('\n\n') : html.join('\n\n');
  return text.trim() || decodeEntities(message.snippet ?? '');
}

export function attachmentsOf(message: Pick<GmailMessage, 'payload'>): Attachment[] {
  const found: Attachment[] = [];
  walk(message.payload, (part) => {
    if (part.filename) found.push({ filename: part.filename, mimeType: part.mimeType, size: part.body?.size ?? 0, attachmentId: part.body?.attachmentId });
  });
  return found;
}
