// Names for the document's schemas and query types, all taken from the generated openapi-types.ts,
// so the client's types change exactly when GET /v1/openapi.json does.
import type { components, operations } from './openapi-types.ts';

type Schemas = components['schemas'];
type QueryOf<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['query']>;

export type Subagent = Schemas['Subagent'];
export type SubagentListItem = Schemas['SubagentListItem'];
export type SubagentList = Schemas['SubagentList'];
export type DeployedSubagent = Schemas['DeployedSubagent'];
export type UpdatedSubagent = Schemas['UpdatedSubagent'];
export type DeletedSubagent = Schemas['DeletedSubagent'];
export type DeploySubagentRequest = Schemas['DeploySubagentRequest'];
export type Task = Schemas['Task'];
export type TaskStatus = Schemas['TaskStatus'];
export type TaskListItem = Schemas['TaskListItem'];
export type TaskList = Schemas['TaskList'];
export type CreateTaskRequest = Schemas['CreateTaskRequest'];
export type CancelledTask = Schemas['CancelledTask'];
export type Trace = Schemas['Trace'];
export type WebhookEndpoint = Schemas['WebhookEndpoint'];
export type WebhookEndpointWithSecret = Schemas['WebhookEndpointWithSecret'];
export type WebhookTestResult = Schemas['WebhookTestResult'];
export type Delivery = Schemas['Delivery'];
export type DeliveryList = Schemas['DeliveryList'];
export type DeliveryDetail = Schemas['DeliveryDetail'];
export type Connection = Schemas['Connection'];
export type ConnectionList = Schemas['ConnectionList'];
export type RevokedConnection = Schemas['RevokedConnection'];
export type SettingsLink = Schemas['SettingsLink'];
export type SettingsLinkRequest = Schemas['SettingsLinkRequest'];
export type ConsentRequest = Schemas['ConsentRequest'];
export type ConsentOutcome = Schemas['ConsentOutcome'];
export type SettingsView = Schemas['SettingsView'];
export type SettingsRevokeForm = Schemas['SettingsRevokeForm'];
export type Health = Schemas['Health'];
export type Readiness = Schemas['Readiness'];
export type Environment = Schemas['Environment'];

export type ListSubagentsQuery = QueryOf<'listSubagents'>;
export type ListTasksQuery = QueryOf<'listTasks'>;
export type ListDeliveriesQuery = QueryOf<'listWebhookDeliveries'>;
export type ListConnectionsQuery = QueryOf<'listConnections'>;
export type RevokeConnectionQuery = QueryOf<'revokeConnection'>;
export type OAuthCallbackQuery = QueryOf<'completeOAuthCallback'>;
