// The prompt editor of the deploy and edit forms, and the list of tools a prompt gets with why.
// The preview is drawn here only: with the script, the form is sent as it is typed (intent=preview)
// and the fresh #tool-preview is swapped in; without it, the Preview button sends the same form.
import { maxPromptLength } from '../../../services/shared/prompt-rules.ts';
import type { ToolMatch } from '../../../services/subagents/tool-selection.ts';
import type { ToolPreview } from '../../../services/subagents/preview-tools.ts';
import { html, type Html } from '../../pages/html.ts';

export type Preview = { tools: ToolPreview } | { error: string } | undefined;

/** Each tool with the words of the prompt that chose it and its score. */
export function toolList(matches: Array<ToolMatch & { description?: string; needs_connection?: boolean }>): Html {
  if (matches.length === 0) return html`<p class="muted">No tool matches this prompt. Name the services and the work the subagent does (for example "GitHub issues and pull requests").</p>`;
  return html`<ol class="tools">${matches.map((m) => html`<li><code>${m.tool}</code>${m.needs_connection ? html` <span class="badge">needs the end user's connection</span>` : ''}
${m.description ? html`<div class="small">${m.description}</div>` : ''}<div class="muted small">why: ${m.matched_terms.length ? html`matched ${m.matched_terms.map((t, i) => html`${i ? ', ' : ''}<q>${t}</q>`)}` : 'related to the prompt as a whole'} · score ${m.score}</div></li>`)}</ol>`;
}

export function previewPart(preview: Preview, idle: string): Html {
  let body: Html;
  if (preview === undefined) body = html`<p class="muted">${idle}</p>`;
  else if ('error' in preview) body = html`<p class="notice error">${preview.error}</p>`;
  else body = html`<p><strong>${preview.tools.length}</strong> ${preview.tools.length === 1 ? 'tool' : 'tools'} would be available.</p>${toolList(preview.tools)}`;
  return html`<section class="card" id="tool-preview" data-preview-part aria-live="polite" aria-labelledby="preview-title"><h2 id="preview-title">Tools this prompt gets</h2>${body}</section>`;
}

export function promptField(value: string): Html {
  return html`<label for="prompt">Prompt</label>
<textarea id="prompt" name="prompt" required rows="8" data-preview aria-describedby="prompt-hint">${value}</textarea>
<p class="hint" id="prompt-hint">What the subagent is for: its domain and capabilities, up to ${maxPromptLength.toLocaleString('en')} characters. The tools it may use are chosen from it.</p>`;
}
