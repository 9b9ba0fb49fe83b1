// Schemas of the end users' connections API (C4): list, revoke, settings link. Never a token.
import { Type } from 'typebox';
import { PageQuery, Timestamp } from './common.ts';

const Environment = Type.Union([Type.Literal('test'), Type.Literal('live')]);

export const UserParams = Type.Object({ user_id: Type.String({ description: "The end user's id, 1 to 255 characters" }) });
export const UserServiceParams = Type.Object({ user_id: Type.String(), service: Type.String({ description: 'Service id, e.g. github' }) });

export const ListConnectionsQuery = Type.Object({ ...PageQuery }, { additionalProperties: false });

export const RevokeQuery = Type.Object(
  { environment: Type.Optional(Type.Union([Environment], { description: "Which environment's connection; default: the calling key's" })) },
  { additionalProperties: false },
);

export const Connection = Type.Object({
  service: Type.String(),
  scopes: Type.Array(Type.String()),
  status: Type.Union([Type.Literal('active'), Type.Literal('expired'), Type.Literal('revoked')]),
  environment: Environment,
  created_at: Timestamp,
  updated_at: Timestamp,
  revoked_at: Type.Optional(Timestamp),
});

export const ConnectionList = Type.Object({ data: Type.Array(Connection), has_more: Type.Boolean() });

export const RevokedConnection = Type.Object({ service: Type.String(), status: Type.Literal('revoked'), revoked_at: Timestamp });

export const SettingsLinkBody = Type.Union([
  Type.Object(
    { expires_in: Type.Optional(Type.Integer({ description: 'Seconds the link stays valid: 60 to 604800, default 3600' })) },
    { additionalProperties: false },
  ),
  Type.Null(),
]);

export const SettingsLink = Type.Object({ url: Type.String({ description: 'The hosted settings page; give it to that end user only' }), expires_at: Timestamp });
