// Reading examples out of README.md and docs/*.md, so tests check what the docs actually say.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

export function docText(file: string): string {
  return readFileSync(path.join(root, file), 'utf8');
}

/** The body of the first fenced block after `marker` (a heading or a sentence of the doc). */
export function blockAfter(file: string, marker: string): string {
  const text = docText(file);
  const at = text.indexOf(marker);
  assert.ok(at >= 0, `${file} still says ${JSON.stringify(marker)}`);
  const block = /```[a-z]*\n([\s\S]*?)```/.exec(text.slice(at));
  assert.ok(block, `${file} has a code block after ${JSON.stringify(marker)}`);
  return block[1];
}

/** The last inline code span before the first fenced block after `marker`: the request an example answers. */
export function requestBefore(file: string, marker: string): string {
  const text = docText(file);
  const from = text.indexOf(marker);
  const to = text.indexOf('```', from);
  const spans = [...text.slice(from, to).matchAll(/`([^`]+)`/g)].map((m) => m[1]).filter((span) => span.startsWith('{'));
  assert.ok(spans.length > 0, `${file} names the request before its example after ${JSON.stringify(marker)}`);
  return spans.at(-1)!;
}

export interface TableRow {
  /** The first cell, code spans and all. */
  request: string;
  /** The last cell. */
  answer: string;
}

/** Rows of every table in the doc section that starts at `heading` (to the next heading of any level). */
export function tableRows(file: string, heading: string): TableRow[] {
  const text = docText(file);
  const start = text.indexOf(`${heading}\n`);
  assert.ok(start >= 0, `${file} has the section ${heading}`);
  const end = text.slice(start + heading.length).search(/\n#+ /);
  const section = end < 0 ? text.slice(start) : text.slice(start, start + heading.length + end);
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !/^\|[-| ]+\|$/.test(line))
    .map((line) => line.slice(2, -2).split(/ \| /))
    .filter((cells) => cells.length >= 2)
    .slice(1)
    .map((cells) => ({ request: cells[0], answer: cells.at(-1)! }));
}

/** The shapes (`{...}` code spans) in a cell, with a leading status (`201 {id}`) dropped. */
export function shapesIn(cell: string): string[] {
  return [...cell.matchAll(/`(?:\d{3} )?(\{[^`]*\})`/g)].map((m) => m[1]).filter((span) => !span.startsWith('{"'));
}
