// Schemas shared by routes. Request schemas check only presence and JSON types (a failure is
// 400 invalid_request); content rules live in the service verbs and answer 422 (T3/T4).
// A `title` names a schema: the OpenAPI document lists every titled schema in components.schemas.
import { Type } from 'typebox';
import { errorCodes } from '../../lib/errors.ts';

/** A closed set of strings: one `enum`, which generated clients turn into a union type. */
export const Literals = <T extends string>(values: readonly T[], options: { title?: string; description?: string } = {}) =>
  Type.Enum([...values], { type: 'string', ...options });

export const ErrorResponse = Type.Object(
  {
    error: Type.Object({
      code: Literals(errorCodes, { title: 'ErrorCode', description: 'Stable; see docs/api.md#errors' }),
      message: Type.String(),
      param: Type.Optional(Type.String({ description: 'The offending field, query parameter or header' })),
      request_id: Type.String({ description: "Equals the response's X-Request-Id (for a replay: the first request's)" }),
    }),
  },
  { title: 'Error' },
);

export const maxOffset = Number.MAX_SAFE_INTEGER;

export const PageQuery = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20, description: 'Items per page, 1 to 100' })),
  // Bounded so a huge offset (1e20) is a 400, not a bigint overflow in the database.
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: maxOffset, default: 0, description: `Items to skip, 0 to ${maxOffset}` })),
};

/** Single-resource routes take no query parameters; an unknown one is 400 invalid_request. */
export const NoQuery = Type.Object({}, { additionalProperties: false });

export const Timestamp = Type.String({ format: 'date-time' });

/** The error statuses of a /v1 route: any request can be malformed (400), unauthenticated (401), from a
 * disabled account (403), over the limit (429) or hit a server fault (500); routes add their own. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries([400, 401, 403, 429, 500, ...statuses].map((status) => [status, ErrorResponse]));
}
