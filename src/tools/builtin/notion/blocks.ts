// Page content: the simple block list tools take, Notion's block request objects built from it, and
// notion.append_to_page (PATCH /v1/blocks/{block_id}/children).
import type { JsonSchema } from '../../types.ts';
import { defineTool } from '../shared/define-tool.ts';
import { idProp, notionId, notionRequest, toList } from './api.ts';
import { textRequest } from './properties.ts';
import { BLOCK_OUTPUT, toBlock, type Block, type RawBlock } from './shape.ts';
import { assertEditable, findPage, newNotionId, notionState, notionTime, storeBlock, validationError } from './state.ts';

const BLOCK_TYPES = ['paragraph', 'heading_1', 'heading_2', 'heading_3', 'to_do', 'bulleted_list_item', 'numbered_list_item'] as const;

export interface BlockInput {
  type: (typeof BLOCK_TYPES)[number];
  text: string;
  checked?: boolean;
}

export const blocksSchema: JsonSchema = {
  type: 'array',
  description: 'Blocks in order, at most 100 per call, e.g. [{"type": "heading_2", "text": "Next steps"}, {"type": "to_do", "text": "Send invoice", "checked": false}].',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['type', 'text'],
    properties: {
      type: { type: 'string', enum: BLOCK_TYPES },
      text: { type: 'string' },
      checked: { type: 'boolean', description: 'For to_do blocks: whether it is ticked.' },
    },
  },
};

/** Notion takes at most 100 children per request; an empty list is a mistake, not a no-op. */
export function checkBlockCount(blocks: BlockInput[]): void {
  if (blocks.length === 0 || blocks.length > 100) throw validationError('blocks must hold between 1 and 100 items.');
}

export function blockRequest(b: BlockInput): Record<string, unknown> {
  const body: Record<string, unknown> = { rich_text: textRequest(b.text) };
  if (b.type === 'to_do') body.checked = b.checked ?? false;
  return { object: 'block', type: b.type, [b.type]: body };
}

type AppendInput = { page_id: string; blocks: BlockInput[] };

export const appendToPage = defineTool<AppendInput, { results: Block[] }>({
  name: 'notion.append_to_page',
  service: 'notion',
  description:
    'Add content to the end of a Notion page: paragraphs, headings, to-do items (checkboxes), bulleted or numbered list items. Use it to write notes, minutes or checklists into an existing page.',
  keywords: ['notion', 'append', 'add to page', 'write', 'add notes', 'add text', 'checklist', 'to-do', 'todo', 'bullet points', 'heading', 'meeting notes', 'document'],
  input: {
    type: 'object',
    additionalProperties: false,
    required: ['page_id', 'blocks'],
    properties: { page_id: idProp('Page'), blocks: blocksSchema },
  },
  output: `{results: [${BLOCK_OUTPUT}]}`,
  scopes: [],
  mutates: true,
  sandbox(input, world) {
    checkBlockCount(input.blocks);
    const s = notionState(world);
    const page = findPage(s, input.page_id);
    assertEditable(page);
    const now = notionTime(world.now());
    const added = input.blocks.map((b) => storeBlock(s, page.id, blockRequest(b), now, newNotionId(world)));
    page.last_edited_time = now;
    return { results: added.map(toBlock) };
  },
  async live(input, api) {
    checkBlockCount(input.blocks);
    const list = await notionRequest<{ results: RawBlock[] }>(api, {
      method: 'PATCH',
      path: `/blocks/${notionId(input.page_id)}/children`,
      body: { children: input.blocks.map(blockRequest) },
    });
    return { results: toList(list, toBlock).results };
  },
});
