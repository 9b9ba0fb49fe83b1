// Issue 12 item 17: the tool error text docs/models.md shows is the one the engine hands a model.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { toolErrorText } from '../../src/engine/tool-error-results.ts';
import { docText } from './doc-text.ts';
import { differencesFromJson, parseShownJson } from './shown.ts';

it('docs/models.md: a tool error goes back to the model as the JSON it shows', () => {
  const shown = /holding JSON:\s*`([^`]+)`/.exec(docText('docs/models.md'));
  assert.ok(shown, 'docs/models.md shows the error text');
  const text = toolErrorText({ code: 'target_not_found', tool: 'github.list_issues', message: 'No repository acme-inc/nothing' });
  assert.deepEqual(differencesFromJson(parseShownJson(shown[1]), JSON.parse(text)), []);
});
