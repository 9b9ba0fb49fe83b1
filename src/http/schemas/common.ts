// Schemas shared by routes. Request schemas check only presence and JSON types (a failure is
// 400 invalid_request); content rules live in the service verbs and answer 422 (T3/T4).
import { Type } from 'typebox';

export const ErrorResponse = Type.Object(
  {
    error: Type.Object({
      code: Type.String(),
      message: Type.String(),
      param: Type.Optional(Type.String()),
      request_id: Type.Optional(Type.String()),
    }),
  },
  { description: 'The error envelope' },
);

export const maxOffset = Number.MAX_SAFE_INTEGER;

export const PageQuery = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20, description: 'Items per page, 1 to 100' })),
  // Bounded so a huge offset (1e20) is a 400, not a bigint overflow in the database.
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: maxOffset, default: 0, description: `Items to skip, 0 to ${maxOffset}` })),
};

export const Timestamp = Type.String({ format: 'date-time' });

export function errorResponses(...statuses: number[]) {
  return Object.fromEntries([401, 429, 500, ...statuses].map((status) => [status, ErrorResponse]));
}
