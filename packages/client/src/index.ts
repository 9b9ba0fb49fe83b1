// @baton/client: a typed client for the Baton API. Webhook verification (node:crypto) is in
// '@baton/client/webhooks', so this entry point runs wherever fetch does.
export { Baton, type BatonClientOptions } from './client.ts';
export * from './errors.ts';
export { paginate, type Page, type PageQuery } from './paginate.ts';
export type { RequestOptions } from './transport.ts';
export type * from './types.ts';
export type { components, operations, paths } from './openapi-types.ts';
