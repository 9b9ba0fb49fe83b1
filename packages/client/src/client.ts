// The Baton API as typed methods, one per operation of GET /v1/openapi.json (its operationId in each
// comment). Lists have a `listAll` twin that iterates every page.
import { paginate } from './paginate.ts';
import { createTransport, type Call, type RequestOptions, type Transport, type TransportOptions } from './transport.ts';
import type * as T from './types.ts';

export type BatonClientOptions = TransportOptions;

const segment = encodeURIComponent;

/** The path of a link Baton handed out (auth_url, a settings link), asked of this client's base URL. */
function linkPath(link: string, prefix: string): string {
  if (!/^[a-z]+:/i.test(link)) return `${prefix}${segment(link)}`;
  const { pathname } = new URL(link);
  if (!pathname.startsWith(prefix)) throw new TypeError(`Not a Baton ${prefix} link: ${link}`);
  return pathname;
}

export class Baton {
  readonly #transport: Transport;

  constructor(options: BatonClientOptions) {
    if (!options?.apiKey) throw new TypeError('Baton needs an apiKey (pk_test_... or pk_live_...)');
    this.#transport = createTransport(options);
  }

  async #call<R>(call: Call): Promise<R> {
    return (await this.#transport.request<R>(call)).data;
  }

  /** getHealth: the process is alive. */
  health(options?: RequestOptions): Promise<T.Health> {
    return this.#call({ method: 'GET', path: '/healthz', anonymous: true, ...options });
  }

  /** getReadiness: storage answers (a 503 not_ready is thrown as InternalServerError). */
  ready(options?: RequestOptions): Promise<T.Readiness> {
    return this.#call({ method: 'GET', path: '/readyz', anonymous: true, ...options });
  }

  readonly subagents = {
    /** createSubagent */
    create: (body: T.DeploySubagentRequest, options?: RequestOptions): Promise<T.DeployedSubagent> => this.#call({ method: 'POST', path: '/v1/subagents', body, ...options }),
    /** getSubagent */
    get: (id: string, options?: RequestOptions): Promise<T.Subagent> => this.#call({ method: 'GET', path: `/v1/subagents/${segment(id)}`, ...options }),
    /** listSubagents: one page. */
    list: (query: T.ListSubagentsQuery = {}, options?: RequestOptions): Promise<T.SubagentList> => this.#call({ method: 'GET', path: '/v1/subagents', query, ...options }),
    /** listSubagents: every page. */
    listAll: (query: T.ListSubagentsQuery = {}, options?: RequestOptions) => paginate((q) => this.subagents.list(q, options), query),
    /** updateSubagent: replaces the prompt. */
    update: (id: string, body: { prompt: string }, options?: RequestOptions): Promise<T.UpdatedSubagent> => this.#call({ method: 'PATCH', path: `/v1/subagents/${segment(id)}`, body, ...options }),
    /** deleteSubagent */
    delete: (id: string, options?: RequestOptions): Promise<T.DeletedSubagent> => this.#call({ method: 'DELETE', path: `/v1/subagents/${segment(id)}`, ...options }),
  };

  readonly tasks = {
    /** createTask */
    create: (body: T.CreateTaskRequest, options?: RequestOptions): Promise<T.Task> => this.#call({ method: 'POST', path: '/v1/tasks', body, ...options }),
    /** getTask */
    get: (id: string, options?: RequestOptions): Promise<T.Task> => this.#call({ method: 'GET', path: `/v1/tasks/${segment(id)}`, ...options }),
    /** listTasks: one page. */
    list: (query: T.ListTasksQuery = {}, options?: RequestOptions): Promise<T.TaskList> => this.#call({ method: 'GET', path: '/v1/tasks', query, ...options }),
    /** listTasks: every page. */
    listAll: (query: T.ListTasksQuery = {}, options?: RequestOptions) => paginate((q) => this.tasks.list(q, options), query),
    /** cancelTask */
    cancel: (id: string, options?: RequestOptions): Promise<T.CancelledTask> => this.#call({ method: 'POST', path: `/v1/tasks/${segment(id)}/cancel`, ...options }),
    /** getTaskTrace */
    trace: (id: string, options?: RequestOptions): Promise<T.Trace> => this.#call({ method: 'GET', path: `/v1/tasks/${segment(id)}/trace`, ...options }),
    /** Polls getTask until the task is in one of `statuses` (default: any but pending and running). */
    wait: async (id: string, { statuses = ['complete', 'failed', 'cancelled', 'waiting'], intervalMs = 500, timeoutMs = 300_000, signal }: { statuses?: T.TaskStatus[]; intervalMs?: number; timeoutMs?: number; signal?: AbortSignal } = {}): Promise<T.Task> => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const task = await this.tasks.get(id, { signal });
        if (statuses.includes(task.status)) return task;
        if (Date.now() + intervalMs > deadline) throw new Error(`Task ${id} is still ${task.status} after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, intervalMs));
        signal?.throwIfAborted();
      }
    },
  };

  readonly webhooks = {
    /** setWebhookEndpoint: answers the new secret, shown only now. */
    setEndpoint: (url: string, options?: RequestOptions): Promise<T.WebhookEndpointWithSecret> => this.#call({ method: 'PUT', path: '/v1/webhook_endpoint', body: { url }, ...options }),
    /** getWebhookEndpoint */
    getEndpoint: (options?: RequestOptions): Promise<T.WebhookEndpoint> => this.#call({ method: 'GET', path: '/v1/webhook_endpoint', ...options }),
    /** rotateWebhookSecret */
    rotateSecret: (options?: RequestOptions): Promise<T.WebhookEndpointWithSecret> => this.#call({ method: 'POST', path: '/v1/webhook_endpoint/rotate_secret', ...options }),
    /** sendWebhookTestEvent: one signed test event, now, without retries. */
    sendTestEvent: (options?: RequestOptions): Promise<T.WebhookTestResult> => this.#call({ method: 'POST', path: '/v1/webhook_endpoint/test', ...options }),
    /** listWebhookDeliveries: one page. */
    listDeliveries: (query: T.ListDeliveriesQuery = {}, options?: RequestOptions): Promise<T.DeliveryList> => this.#call({ method: 'GET', path: '/v1/webhook_deliveries', query, ...options }),
    /** listWebhookDeliveries: every page. */
    listAllDeliveries: (query: T.ListDeliveriesQuery = {}, options?: RequestOptions) => paginate((q) => this.webhooks.listDeliveries(q, options), query),
    /** getWebhookDelivery: with its body and every attempt. */
    getDelivery: (id: string, options?: RequestOptions): Promise<T.DeliveryDetail> => this.#call({ method: 'GET', path: `/v1/webhook_deliveries/${segment(id)}`, ...options }),
    /** redeliverWebhookDelivery */
    redeliver: (id: string, options?: RequestOptions): Promise<T.Delivery> => this.#call({ method: 'POST', path: `/v1/webhook_deliveries/${segment(id)}/redeliver`, ...options }),
  };

  readonly connections = {
    /** listConnections: an end user's connections in both environments, one page. */
    list: (userId: string, query: T.ListConnectionsQuery = {}, options?: RequestOptions): Promise<T.ConnectionList> =>
      this.#call({ method: 'GET', path: `/v1/users/${segment(userId)}/connections`, query, ...options }),
    /** listConnections: every page. */
    listAll: (userId: string, query: T.ListConnectionsQuery = {}, options?: RequestOptions) => paginate((q) => this.connections.list(userId, q, options), query),
    /** revokeConnection: in the calling key's environment unless `environment` names the other. */
    revoke: (userId: string, service: string, query: T.RevokeConnectionQuery = {}, options?: RequestOptions): Promise<T.RevokedConnection> =>
      this.#call({ method: 'DELETE', path: `/v1/users/${segment(userId)}/connections/${segment(service)}`, query, ...options }),
    /** createSettingsLink: a link to the hosted page where that end user sees and revokes them. */
    settingsLink: (userId: string, body?: T.SettingsLinkRequest, options?: RequestOptions): Promise<T.SettingsLink> =>
      this.#call({ method: 'POST', path: `/v1/users/${segment(userId)}/settings_link`, body, ...options }),
  };

  /**
   * The pages end users open, in their JSON form: for scripts and tests (a test key's consent is
   * Baton's own page). They take no API key; the link's token is the credential.
   */
  readonly endUser = {
    /** showConsentPage: what an auth_url asks for (test environment; a live link redirects to the provider). */
    consent: (authUrl: string, options?: RequestOptions): Promise<T.ConsentRequest> => this.#call({ method: 'GET', path: linkPath(authUrl, '/oauth/authorize/'), anonymous: true, ...options }),
    /** decideConsent: what the Approve and Deny buttons do (test environment). */
    decide: (authUrl: string, decision: 'approve' | 'deny', options?: RequestOptions): Promise<T.ConsentOutcome> =>
      this.#call({ method: 'POST', path: linkPath(authUrl, '/oauth/authorize/'), form: { decision }, anonymous: true, ...options }),
    /** completeOAuthCallback: the provider's redirect back (normally followed by the end user's browser). */
    oauthCallback: (service: string, query: T.OAuthCallbackQuery, options?: RequestOptions): Promise<T.ConsentOutcome> =>
      this.#call({ method: 'GET', path: `/oauth/callback/${segment(service)}`, query, anonymous: true, ...options }),
    /** showSettingsPage */
    settings: (settingsUrl: string, options?: RequestOptions): Promise<T.SettingsView> => this.#call({ method: 'GET', path: linkPath(settingsUrl, '/settings/'), anonymous: true, ...options }),
    /** revokeFromSettingsPage: `csrf` comes from `settings()`. */
    revoke: (settingsUrl: string, form: T.SettingsRevokeForm, options?: RequestOptions): Promise<T.RevokedConnection> =>
      this.#call({ method: 'POST', path: `${linkPath(settingsUrl, '/settings/')}/revoke`, form: { ...form }, anonymous: true, ...options }),
  };
}
