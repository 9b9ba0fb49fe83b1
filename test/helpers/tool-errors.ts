// One assertion for "this tool call fails with this ToolError kind", shared by the sandbox tests.
import assert from 'node:assert/strict';
import { ToolError } from '../../src/tools/tool-error.ts';

export async function rejectsWithToolError(fn: () => unknown, kind: string, pattern?: RegExp): Promise<void> {
  await assert.rejects(async () => fn(), (err: unknown) => {
    assert.ok(err instanceof ToolError, `expected ToolError, got ${String(err)}`);
    assert.equal(err.kind, kind, err.message);
    if (pattern) assert.match(err.message, pattern);
    return true;
  });
}
