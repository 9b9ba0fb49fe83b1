// Checks answers against the OpenAPI document itself: the status is declared for the operation, every
// required header is present, the media type is declared and the body matches its schema (Ajv, JSON
// Schema 2020-12 as OpenAPI 3.1 uses). Records which statuses each operation was seen answering.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { Ajv } from 'ajv';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
type Json = Record<string, unknown>;
interface Operation {
  operationId: string;
  responses: Record<string, { headers?: Record<string, { required?: boolean }>; content?: Record<string, { schema: Json }> }>;
}

export interface Answer {
  method: string;
  path: string;
  status: number;
  headers: Headers;
  text: string;
}

const pointer = (...parts: string[]) => '#/' + parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

export function documentChecker(document: Json) {
  const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
  ajv.addSchema(document, 'baton');
  const paths = document.paths as Record<string, Record<string, Operation>>;
  const seen = new Map<string, Set<number>>();

  /** The document's method for the answer: a method the path lacks gets the router's 405, which every operation of the path declares. */
  function methodFor(method: string, path: string, status: number): string {
    const item = paths[path];
    if (!item) throw new Error(`${path} is not in the document`);
    if (item[method.toLowerCase()]) return method.toLowerCase();
    if (status !== 405) throw new Error(`${method} ${path} answered ${status}: not an operation of the document`);
    return Object.keys(item)[0];
  }

  return {
    operations(): Array<{ method: string; path: string; operation: Operation }> {
      return Object.entries(paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ method, path, operation })));
    },
    /** Throws with every way the answer departs from the document. */
    check(answer: Answer): void {
      const method = methodFor(answer.method, answer.path, answer.status);
      const operation = paths[answer.path][method];
      const where = `${operation.operationId} (${answer.method} ${answer.path}) answered ${answer.status}`;
      const response = operation.responses[answer.status];
      if (!response) throw new Error(`${where}, which the document does not declare: ${answer.text.slice(0, 300)}`);
      const missing = Object.entries(response.headers ?? {})
        .filter(([name, header]) => header.required && !answer.headers.has(name))
        .map(([name]) => name);
      if (missing.length > 0) throw new Error(`${where} without the required headers ${missing.join(', ')}`);
      const declared = Object.keys(response.content ?? {});
      if (declared.length === 0) {
        if (answer.text !== '') throw new Error(`${where} with a body the document does not declare`);
      } else {
        const mediaType = (answer.headers.get('content-type') ?? '').split(';')[0].trim();
        if (!declared.includes(mediaType)) throw new Error(`${where} as ${mediaType}, not ${declared.join(' or ')}`);
        const validate = ajv.getSchema(`baton${pointer('paths', answer.path, method, 'responses', String(answer.status), 'content', mediaType, 'schema')}`);
        const body = mediaType === 'application/json' ? JSON.parse(answer.text) : answer.text;
        if (!validate!(body)) throw new Error(`${where} with a body that breaks its schema: ${ajv.errorsText(validate!.errors)}\n${answer.text.slice(0, 500)}`);
      }
      // The router's 405 is an answer of the path, so of each of its operations.
      const answered = answer.status === 405 ? Object.values(paths[answer.path]) : [operation];
      for (const { operationId } of answered) seen.set(operationId, (seen.get(operationId) ?? new Set()).add(answer.status));
    },
    seen,
  };
}

export type DocumentChecker = ReturnType<typeof documentChecker>;
