// Regenerates packages/client/src/openapi-types.ts from the document a real server answers.
import { writeFileSync } from 'node:fs';
import { startBaton } from '../test/helpers/baton.ts';
import { generateTypes, typesFile } from '../test/contract/openapi-types.ts';

const baton = await startBaton();
try {
  const document = (await baton.client.request('/v1/openapi.json')).body;
  writeFileSync(typesFile, await generateTypes(document));
  console.log(`wrote ${typesFile}`);
} finally {
  await baton.stop();
}
