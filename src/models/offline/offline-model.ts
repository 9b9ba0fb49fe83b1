// The offline model: the deterministic planner behind the AI SDK's language-model interface
// (LanguageModelV4, the specification `ai` v7 drives), so the engine's loop runs it exactly as it
// runs a hosted model. It is not a language model: see docs/models.md for what it can and cannot do.
import type { LanguageModelV4, LanguageModelV4CallOptions, LanguageModelV4Content, LanguageModelV4GenerateResult, LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { failTaskToolName } from '../../engine/fail-task-tool.ts';
import { catalog as builtinCatalog, type Catalog } from '../../tools/catalog.ts';
import { toCatalogToolName, toModelToolName } from '../tool-names.ts';
import { readConversation } from './conversation.ts';
import type { PlannableTool } from './fill-arguments.ts';
import { nextMove } from './next-move.ts';

/** The provider name the engine recognizes the offline model by (it cannot recover from tool errors). */
export const offlineProvider = 'baton.offline';

export interface OfflineModelOptions {
  /** Where offered tool names are looked up (keywords, output shapes); the built-in catalog by default. */
  catalog?: Catalog;
  /** "Now" when the system prompt has no `Current time:` line. */
  now?: () => Date;
}

const NO_USAGE = {
  inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 0, text: 0, reasoning: 0 },
};

/** Catalog names by the names a model sees, computed once per catalog rather than on every step. */
const catalogNames = new WeakMap<Catalog, Map<string, string>>();

function catalogNameOf(modelName: string, catalog: Catalog): string {
  let names = catalogNames.get(catalog);
  if (!names) {
    names = new Map();
    // The first catalog tool of a model name wins, as in toCatalogToolName.
    for (const tool of catalog.tools) if (!names.has(toModelToolName(tool.name))) names.set(toModelToolName(tool.name), tool.name);
    catalogNames.set(catalog, names);
  }
  return names.get(modelName) ?? toCatalogToolName(modelName);
}

/**
 * The offered tools as the planner sees them: catalog definitions, or the bare schema for others.
 * baton.fail_task is left out: the planner never plans it, it returns a move calling it by name.
 */
function offeredTools(options: LanguageModelV4CallOptions, catalog: Catalog): PlannableTool[] {
  const functions = (options.tools ?? []).filter((t) => t.type === 'function').filter((t) => t.name !== toModelToolName(failTaskToolName));
  const names = functions.map((t) => catalogNameOf(t.name, catalog));
  return functions.map((t, i) => catalog.getTool(names[i]) ?? { name: names[i], description: t.description, input: t.inputSchema as PlannableTool['input'] });
}

function generate(options: LanguageModelV4CallOptions, catalog: Catalog, clock: () => Date): LanguageModelV4GenerateResult {
  options.abortSignal?.throwIfAborted();
  const tools = options.toolChoice?.type === 'none' ? [] : offeredTools(options, catalog);
  const offered = tools.map((t) => t.name);
  const conversation = readConversation(options.prompt, (name) => toCatalogToolName(name, offered));
  const move = nextMove(conversation.task, conversation.calls, tools, conversation.now ?? clock(), catalog);
  const call = move.kind === 'call' ? move : move.kind === 'fail' ? { tool: failTaskToolName, input: move.input } : undefined;
  const content: LanguageModelV4Content[] = call
    ? [{ type: 'tool-call', toolCallId: `offline-${conversation.calls.length + 1}`, toolName: toModelToolName(call.tool), input: JSON.stringify(call.input) }]
    : [{ type: 'text', text: move.kind === 'text' ? move.text : '' }];
  return {
    content,
    finishReason: { unified: call ? 'tool-calls' : 'stop', raw: undefined },
    usage: NO_USAGE,
    warnings: [],
  };
}

function toStream(result: LanguageModelV4GenerateResult): ReadableStream<LanguageModelV4StreamPart> {
  const parts: LanguageModelV4StreamPart[] = [{ type: 'stream-start', warnings: [] }];
  for (const part of result.content) {
    if (part.type === 'text') parts.push({ type: 'text-start', id: 'text-1' }, { type: 'text-delta', id: 'text-1', delta: part.text }, { type: 'text-end', id: 'text-1' });
    else if (part.type === 'tool-call') parts.push(part);
  }
  parts.push({ type: 'finish', usage: result.usage, finishReason: result.finishReason });
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(part);
      controller.close();
    },
  });
}

export function createOfflineModel(options: OfflineModelOptions = {}): LanguageModelV4 {
  const catalog = options.catalog ?? builtinCatalog;
  const clock = options.now ?? (() => new Date());
  return {
    specificationVersion: 'v4',
    provider: offlineProvider,
    modelId: 'offline',
    supportedUrls: {},
    async doGenerate(call) {
      return generate(call, catalog, clock);
    },
    async doStream(call) {
      return { stream: toStream(generate(call, catalog, clock)) };
    },
  };
}
