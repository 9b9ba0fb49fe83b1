// oidc-provider ships no type declarations (the community @types package lags behind v9):
// just the surface test/helpers/oauth-server.ts uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Handler = (req: IncomingMessage, res: ServerResponse) => void;

  export interface KoaContext {
    path: string;
    method: string;
    status: number;
    oidc?: { params?: Record<string, unknown> };
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown> & { client_id: string };
    session?: { accountId: string };
    grantId?: string;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface AccessToken {
    accountId: string;
    clientId: string;
    scope?: string;
    aud?: string | string[];
    exp: number;
    isExpired: boolean;
  }

  export class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): Handler;
    use(middleware: (ctx: KoaContext, next: () => Promise<void>) => Promise<void>): this;
    on(event: string, listener: (ctx: KoaContext, ...rest: unknown[]) => void): this;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    Grant: {
      new (init: { accountId: string; clientId: string }): Grant;
      find(id: string): Promise<Grant | undefined>;
    };
    AccessToken: { find(value: string): Promise<AccessToken | undefined> };
    ClientCredentials: { find(value: string): Promise<AccessToken | undefined> };
    Client: { find(id: string): Promise<{ clientId: string; clientSecret?: string } | undefined> };
  }

  export const errors: { InvalidTarget: new (description?: string) => Error };
  export default Provider;
}
