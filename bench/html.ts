// Issue 12 item 1: HTML to text must be linear. For each adversarial shape, the cost of reading a
// 200 KiB and a 400 KiB page (the text web.fetch_page and gmail.get_message return), as a ratio to
// ordinary HTML of the same size; a linear reader doubles from 200 to 400 KiB like prose does.
import { readHtml } from '../src/tools/builtin/shared/html-text.ts';
import { splitAddressList } from '../src/tools/builtin/gmail/mime.ts';
import { timeMedian } from './setup.ts';

const ORDINARY = '<article><h2>Release notes</h2><p>We shipped <b>faster</b> search &amp; a new <a href="/export">export</a>.<br>More soon.</p><ul><li>One</li><li>Two</li></ul></article>\n';
const SHAPES = ['<', '<a', '<a ', '<meta', '<p', '<!--', '<div>', '<main>', '<li>x', '&', '&a', '<a b="', '</', '<title>'];

const fill = (unit: string, bytes: number) => unit.repeat(Math.ceil(bytes / unit.length)).slice(0, bytes);


export async function benchHtml(): Promise<string[]> {
  const cost = (unit: string, kib: number) => timeMedian(() => readHtml(fill(unit, kib * 1024)), 5);
  cost(ORDINARY, 200); // warm-up
  const base = { 200: cost(ORDINARY, 200), 400: cost(ORDINARY, 400) };
  const lines = [
    'readHtml, median of 5 (ms; ratio to ordinary HTML of the same size; 400/200 is 2 when linear):',
    '',
    '| shape | 200 KiB | ratio | 400 KiB | ratio | 400/200 |',
    '|---|---|---|---|---|---|',
    `| ordinary HTML | ${base[200].toFixed(1)} | 1.0 | ${base[400].toFixed(1)} | 1.0 | ${(base[400] / base[200]).toFixed(1)} |`,
  ];
  for (const unit of SHAPES) {
    const a = cost(unit, 200);
    const b = cost(unit, 400);
    lines.push(`| \`${unit}\` | ${a.toFixed(1)} | ${(a / base[200]).toFixed(1)} | ${b.toFixed(1)} | ${(b / base[400]).toFixed(1)} | ${(b / a).toFixed(1)} |`);
  }
  const header = (unit: string, kib: number) => timeMedian(() => splitAddressList(fill(unit, kib * 1024)), 5);
  lines.push('', 'E-mail address lists (splitAddressList), ms:', '', '| shape | 200 KiB | 400 KiB |', '|---|---|---|');
  for (const unit of ['a@b.example, ', '<', 'a<', '"\\']) lines.push(`| \`${unit.trim()}\` | ${header(unit, 200).toFixed(1)} | ${header(unit, 400).toFixed(1)} |`);
  return lines;
}
