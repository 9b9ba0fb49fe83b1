// The client types are generated from GET /v1/openapi.json by openapi-typescript, with no edits, so
// what compiles against them is what the document promises. Used by scripts/gen-client-types.ts
// and by the contract test that checks the committed file is current.
import path from 'node:path';

export const typesFile = path.resolve(import.meta.dirname, '../../packages/client/src/openapi-types.ts');

const header = `// Generated from GET /v1/openapi.json by openapi-typescript (npm run client:types). Do not edit.
`;

interface OpenapiTypescript {
  default(document: unknown): Promise<unknown>;
  astToString(ast: unknown): string;
}

// Imported by name at run time, so the project type-checks where `npm install` has not yet brought
// openapi-typescript (the test then skips its freshness check and says why).
const moduleName = 'openapi-typescript';

export async function generateTypes(document: unknown): Promise<string> {
  const { default: openapiTS, astToString } = (await import(moduleName)) as OpenapiTypescript;
  return header + astToString(await openapiTS(document));
}
