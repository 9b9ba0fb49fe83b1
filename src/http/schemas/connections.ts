// Schemas of the end users' connections API (C4): list, revoke, settings link. Never a token.
import { Type } from 'typebox';
import { Literals, PageQuery, Timestamp } from './common.ts';
import { Environment } from './tasks.ts';

export const UserParams = Type.Object({ user_id: Type.String({ description: "The end user's id, 1 to 255 characters" }) });
export const UserServiceParams = Type.Object({ user_id: Type.String(), service: Type.String({ description: 'Service id, e.g. github' }) });

export const ListConnectionsQuery = Type.Object({ ...PageQuery }, { additionalProperties: false });

export const RevokeQuery = Type.Object(
  { environment: Type.Optional(Literals(['test', 'live'], { description: "Which environment's connection; default: the calling key's" })) },
  { additionalProperties: false },
);

export const Connection = Type.Object({
  service: Type.String(),
  scopes: Type.Array(Type.String()),
  status: Literals(['active', 'expired', 'revoked'], { title: 'ConnectionStatus' }),
  environment: Environment,
  created_at: Timestamp,
  updated_at: Timestamp,
  revoked_at: Type.Optional(Timestamp),
}, { title: 'Connection' });

export const ConnectionList = Type.Object({ data: Type.Array(Connection), has_more: Type.Boolean() }, { title: 'ConnectionList' });

export const RevokedConnection = Type.Object({ service: Type.String(), status: Type.Literal('revoked'), revoked_at: Timestamp }, { title: 'RevokedConnection' });

export const SettingsLinkBody = Type.Union([
  Type.Object(
    { expires_in: Type.Optional(Type.Integer({ description: 'Seconds the link stays valid: 60 to 604800, default 3600' })) },
    { additionalProperties: false, title: 'SettingsLinkRequest' },
  ),
  Type.Null(),
]);

export const SettingsLink = Type.Object({ url: Type.String({ description: 'The hosted settings page; give it to that end user only' }), expires_at: Timestamp }, { title: 'SettingsLink' });
