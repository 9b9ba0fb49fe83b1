// Generated from GET /v1/openapi.json by openapi-typescript (npm run client:types). Do not edit.
export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process is alive */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Storage answers (503 not_ready otherwise) */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/authorize/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** auth_url: the sandbox consent page (test) or a redirect to the provider (live) */
        get: operations["showConsentPage"];
        put?: never;
        /** Sandbox consent: decision=approve or decision=deny (form or JSON) */
        post: operations["decideConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/callback/{service}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The provider's redirect back after consent */
        get: operations["completeOAuthCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An end user's connections (the hosted settings page) */
        get: operations["showSettingsPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/{token}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke one connection from the settings page */
        post: operations["revokeFromSettingsPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subagents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List subagents */
        get: operations["listSubagents"];
        put?: never;
        /** Deploy a subagent */
        post: operations["createSubagent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subagents/{subagent_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a subagent */
        get: operations["getSubagent"];
        put?: never;
        post?: never;
        /** Delete a subagent */
        delete: operations["deleteSubagent"];
        options?: never;
        head?: never;
        /** Replace a subagent's prompt */
        patch: operations["updateSubagent"];
        trace?: never;
    };
    "/v1/webhook_endpoint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show the webhook endpoint (never its secret) */
        get: operations["getWebhookEndpoint"];
        /** Set the webhook endpoint (returns its new secret once) */
        put: operations["setWebhookEndpoint"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoint/rotate_secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the endpoint secret at once */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoint/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send one signed test event now, without retries */
        post: operations["sendWebhookTestEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List webhook deliveries, newest first */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_deliveries/{delivery_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a delivery with its body and attempts */
        get: operations["getWebhookDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_deliveries/{delivery_id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a delivery again (same webhook-id), one more round of retries */
        post: operations["redeliverWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List tasks, newest first */
        get: operations["listTasks"];
        put?: never;
        /** Create a task and route it to a subagent */
        post: operations["createTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tasks/{task_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a task */
        get: operations["getTask"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tasks/{task_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a pending, running or waiting task */
        post: operations["cancelTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tasks/{task_id}/trace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A task's step-by-step trace */
        get: operations["getTaskTrace"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{user_id}/connections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An end user's connections in both environments (never a token) */
        get: operations["listConnections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{user_id}/connections/{service}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a connection: tokens deleted, provider asked to revoke them */
        delete: operations["revokeConnection"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{user_id}/settings_link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A link to the hosted page where the end user sees and revokes their connections */
        post: operations["createSettingsLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the account's tool sources */
        get: operations["listToolSources"];
        put?: never;
        /** Register a tool source */
        post: operations["createToolSource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a tool source */
        get: operations["getToolSource"];
        put?: never;
        post?: never;
        /** Delete a tool source */
        delete: operations["deleteToolSource"];
        options?: never;
        head?: never;
        /** Replace fields of a tool source (its tools are derived again) */
        patch: operations["updateToolSource"];
        trace?: never;
    };
    "/v1/tools/{name}/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Derive a source's tools again (an MCP server's tools/list) */
        post: operations["refreshToolSource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** Health */
        Health: {
            /** @enum {string} */
            status: "ok";
        };
        /** Readiness */
        Readiness: {
            /** @enum {string} */
            status: "ready";
            /** @enum {string} */
            storage: "sqlite" | "postgres";
        };
        /**
         * ErrorCode
         * @description Stable; see docs/api.md#errors
         * @enum {string}
         */
        ErrorCode: "invalid_request" | "missing_api_key" | "invalid_api_key" | "https_required" | "account_disabled" | "prebuilt_subagent_readonly" | "not_found" | "account_not_found" | "key_not_found" | "subagent_not_found" | "tool_source_not_found" | "task_not_found" | "webhook_not_configured" | "delivery_not_found" | "connection_not_found" | "consent_link_not_found" | "consent_link_expired" | "consent_link_used" | "oauth_callback_invalid" | "settings_link_not_found" | "settings_link_expired" | "invalid_csrf_token" | "invalid_credentials" | "dashboard_user_not_found" | "dashboard_user_exists" | "password_link_not_found" | "password_link_expired" | "password_link_used" | "provider_error" | "service_not_configured" | "method_not_allowed" | "task_already_complete" | "subagent_already_exists" | "tool_source_already_exists" | "subagent_deleted" | "idempotency_in_progress" | "payload_too_large" | "request_timeout" | "unsupported_media_type" | "prompt_too_long" | "invalid_name" | "invalid_metadata" | "validation_failed" | "invalid_tool_definition" | "tool_source_unreachable" | "idempotency_key_reused" | "destination_not_allowed" | "rate_limit_exceeded" | "internal_error" | "not_ready";
        /** Error */
        Error: {
            error: {
                code: components["schemas"]["ErrorCode"];
                message: string;
                /** @description The offending field, query parameter or header */
                param?: string;
                /** @description Equals the response's X-Request-Id (for a replay: the first request's) */
                request_id: string;
            };
        };
        /**
         * Environment
         * @description The environment of the API key that created it
         * @enum {string}
         */
        Environment: "test" | "live";
        /** ConsentRequest */
        ConsentRequest: {
            service: string;
            scopes: string[];
            environment: components["schemas"]["Environment"];
            /** @description The account (application) asking */
            app: string;
            /** Format: date-time */
            expires_at: string;
        };
        /**
         * ConsentDecisionValue
         * @enum {string}
         */
        ConsentDecisionValue: "approve" | "deny";
        /** ConsentDecision */
        ConsentDecision: {
            decision: components["schemas"]["ConsentDecisionValue"];
        };
        /** ConsentOutcome */
        ConsentOutcome: {
            /** @enum {string} */
            status: "approved" | "denied";
            service: string;
        };
        /**
         * ConnectionStatus
         * @enum {string}
         */
        ConnectionStatus: "active" | "expired" | "revoked";
        /** Connection */
        Connection: {
            service: string;
            scopes: string[];
            status: components["schemas"]["ConnectionStatus"];
            environment: components["schemas"]["Environment"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** Format: date-time */
            revoked_at?: string;
        };
        /** SettingsView */
        SettingsView: {
            user_id: string;
            data: components["schemas"]["Connection"][];
            /** @description Send back as the csrf field of a revoke */
            csrf: string;
            /** Format: date-time */
            expires_at: string;
        };
        /** SettingsRevokeForm */
        SettingsRevokeForm: {
            service: string;
            /**
             * @description Default live
             * @enum {string}
             */
            environment?: "test" | "live";
            csrf: string;
        };
        /** RevokedConnection */
        RevokedConnection: {
            service: string;
            /** @enum {string} */
            status: "revoked";
            /** Format: date-time */
            revoked_at: string;
        };
        /** DeploySubagentRequest */
        DeploySubagentRequest: {
            /** @description 1-64 of a-z 0-9 - _, starting with a letter or digit */
            name: string;
            /** @description Domain and capabilities; 1 to 10,000 characters */
            prompt: string;
        };
        /**
         * SubagentType
         * @enum {string}
         */
        SubagentType: "custom" | "prebuilt";
        /**
         * SubagentStatus
         * @enum {string}
         */
        SubagentStatus: "deployed" | "deleted";
        /** DeployedSubagent */
        DeployedSubagent: {
            id: string;
            type: components["schemas"]["SubagentType"];
            tools_available: number;
            status: components["schemas"]["SubagentStatus"];
            /** Format: date-time */
            created_at: string;
        };
        /** SubagentListItem */
        SubagentListItem: {
            id: string;
            type: components["schemas"]["SubagentType"];
            tools_available: number;
            status: components["schemas"]["SubagentStatus"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            deleted_at?: string;
        };
        /** SubagentList */
        SubagentList: {
            data: components["schemas"]["SubagentListItem"][];
            has_more: boolean;
        };
        /** ToolMatch */
        ToolMatch: {
            tool: string;
            score: number;
            matched_terms: string[];
        };
        /** Subagent */
        Subagent: {
            id: string;
            type: components["schemas"]["SubagentType"];
            prompt: string;
            tools_available: number;
            tools: string[];
            tool_matches: components["schemas"]["ToolMatch"][];
            status: components["schemas"]["SubagentStatus"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            deleted_at?: string;
        };
        /** UpdateSubagentRequest */
        UpdateSubagentRequest: {
            prompt: string;
        };
        /** UpdatedSubagent */
        UpdatedSubagent: {
            id: string;
            type: components["schemas"]["SubagentType"];
            tools_available: number;
            status: components["schemas"]["SubagentStatus"];
            /** Format: date-time */
            updated_at: string;
        };
        /** DeletedSubagent */
        DeletedSubagent: {
            id: string;
            type: components["schemas"]["SubagentType"];
            /** @enum {string} */
            status: "deleted";
            /** Format: date-time */
            deleted_at: string;
        };
        /** WebhookEndpointRequest */
        WebhookEndpointRequest: {
            /** @description http(s) URL that receives the events */
            url: string;
        };
        /** WebhookEndpointWithSecret */
        WebhookEndpointWithSecret: {
            url: string;
            /** @description whsec_...; shown only in this response */
            secret: string;
        };
        /** WebhookEndpoint */
        WebhookEndpoint: {
            url: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** DeliveryAttemptError */
        DeliveryAttemptError: {
            code: string;
            message: string;
        };
        /** WebhookTestResult */
        WebhookTestResult: {
            /** @description Delivery id (webhook-id); the test event is in the delivery log */
            id: string;
            task_id: string;
            url: string;
            succeeded: boolean;
            status_code: number | null;
            latency_ms: number;
            response_body: string | null;
            error: components["schemas"]["DeliveryAttemptError"] | null;
        };
        /**
         * EventName
         * @enum {string}
         */
        EventName: "task.complete" | "task.failed" | "task.progress" | "task.waiting";
        /**
         * DeliveryStatus
         * @enum {string}
         */
        DeliveryStatus: "pending" | "delivered" | "undeliverable" | "skipped";
        /** Delivery */
        Delivery: {
            id: string;
            task_id: string;
            event: components["schemas"]["EventName"];
            status: components["schemas"]["DeliveryStatus"];
            /** @description Attempts recorded so far, redelivery rounds included */
            attempts: number;
            next_attempt_at: string | null;
            /** Format: date-time */
            created_at: string;
            delivered_at: string | null;
            /** @description A test event sent with POST /v1/webhook_endpoint/test */
            test: boolean;
        };
        /** DeliveryList */
        DeliveryList: {
            data: components["schemas"]["Delivery"][];
            has_more: boolean;
        };
        /** DeliveryAttempt */
        DeliveryAttempt: {
            attempt: number;
            /** Format: date-time */
            started_at: string;
            url: string;
            status_code: number | null;
            latency_ms: number;
            response_body: string | null;
            error: components["schemas"]["DeliveryAttemptError"] | null;
            succeeded: boolean;
        };
        /** DeliveryDetail */
        DeliveryDetail: {
            id: string;
            task_id: string;
            event: components["schemas"]["EventName"];
            status: components["schemas"]["DeliveryStatus"];
            attempts: components["schemas"]["DeliveryAttempt"][];
            next_attempt_at: string | null;
            /** Format: date-time */
            created_at: string;
            delivered_at: string | null;
            /** @description A test event sent with POST /v1/webhook_endpoint/test */
            test: boolean;
            /** @description The exact JSON text that was signed and sent */
            body: string;
        };
        /** CreateTaskRequest */
        CreateTaskRequest: {
            /** @description Natural-language work description, 1 to 10,000 characters */
            prompt: string;
            /** @description Id of the subagent to route to */
            sub_agent: string;
            /** @description End user; required for user-specific services */
            user_id?: string | null;
            /** @description Up to 16 KiB as JSON, 5 levels deep */
            metadata?: {
                [key: string]: unknown;
            };
            /**
             * @description 'live' (default) or 'test'
             * @enum {string}
             */
            mode?: "live" | "test";
        };
        /**
         * TaskStatus
         * @enum {string}
         */
        TaskStatus: "pending" | "running" | "complete" | "failed" | "waiting" | "cancelled";
        /**
         * TaskMode
         * @enum {string}
         */
        TaskMode: "live" | "test";
        /** TaskError */
        TaskError: {
            code: string;
            message: string;
            tool?: string;
            recoverable: boolean;
            suggestion?: string;
        };
        /**
         * TaskWaiting
         * @description Why the task waits, and the consent link to present to the end user
         */
        TaskWaiting: {
            reason: string;
            service: string;
            scopes: string[];
            auth_url: string;
            /** Format: date-time */
            expires_at: string;
            message: string;
        };
        /** Task */
        Task: {
            id: string;
            status: components["schemas"]["TaskStatus"];
            sub_agent: string;
            user_id: string | null;
            mode: components["schemas"]["TaskMode"];
            environment: components["schemas"]["Environment"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            completed_at?: string;
            result?: unknown;
            /** Format: date-time */
            failed_at?: string;
            error?: components["schemas"]["TaskError"];
            /** Format: date-time */
            cancelled_at?: string;
            waiting?: components["schemas"]["TaskWaiting"];
            metadata: {
                [key: string]: unknown;
            };
        };
        /** TaskListItem */
        TaskListItem: {
            id: string;
            status: components["schemas"]["TaskStatus"];
            sub_agent: string;
            user_id: string | null;
            mode: components["schemas"]["TaskMode"];
            environment: components["schemas"]["Environment"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            completed_at?: string;
        };
        /** TaskList */
        TaskList: {
            data: components["schemas"]["TaskListItem"][];
            has_more: boolean;
        };
        /** CancelledTask */
        CancelledTask: {
            id: string;
            /** @enum {string} */
            status: "cancelled";
            /** Format: date-time */
            cancelled_at: string;
        };
        /**
         * TraceStepStatus
         * @enum {string}
         */
        TraceStepStatus: "running" | "complete" | "failed" | "waiting" | "skipped" | "cancelled";
        /** TraceStep */
        TraceStep: {
            tool: string;
            action: string;
            status: components["schemas"]["TraceStepStatus"];
            duration_ms: number;
            note?: string;
        };
        /** Trace */
        Trace: {
            task_id: string;
            sub_agent: string;
            steps: components["schemas"]["TraceStep"][];
            total_duration_ms: number;
        };
        /** ConnectionList */
        ConnectionList: {
            data: components["schemas"]["Connection"][];
            has_more: boolean;
        };
        /** SettingsLinkRequest */
        SettingsLinkRequest: {
            /** @description Seconds the link stays valid: 60 to 604800, default 3600 */
            expires_in?: number;
        };
        /** SettingsLink */
        SettingsLink: {
            /** @description The hosted settings page; give it to that end user only */
            url: string;
            /** Format: date-time */
            expires_at: string;
        };
        /**
         * ToolSourceDefinition
         * @description A tool source definition: capabilities, openapi or mcp (docs/tools.md)
         */
        ToolSourceDefinition: {
            [key: string]: unknown;
        };
        /**
         * ToolSourceKind
         * @enum {string}
         */
        ToolSourceKind: "http" | "openapi" | "mcp";
        /** ToolSourceTool */
        ToolSourceTool: {
            name: string;
            description: string;
        };
        /** ToolSourceAuth */
        ToolSourceAuth: {
            /** @enum {string} */
            type: "none" | "api_key" | "bearer" | "oauth2";
            header?: string;
            query?: string;
            env_var?: string;
            authorization_url?: string;
            token_url?: string;
            scopes?: string[];
            client_id?: string;
            revocation_url?: string;
            /** @description MCP sources: the RFC 8707 resource the tokens are for */
            resource?: string;
            /** @enum {string} */
            token_endpoint_auth_method?: "client_secret_basic" | "client_secret_post" | "none";
            /**
             * @description The endpoints were discovered and the client registered by Baton (MCP authorization spec)
             * @enum {string}
             */
            registration?: "dynamic";
            /** @description A credential is stored (never shown) */
            configured?: boolean;
        };
        /** ToolSource */
        ToolSource: {
            id: string;
            name: string;
            kind: components["schemas"]["ToolSourceKind"];
            description: string;
            tools: components["schemas"]["ToolSourceTool"][];
            auth: components["schemas"]["ToolSourceAuth"];
            base_url?: string;
            sandbox_base_url?: string;
            mcp?: {
                url: string;
                sandbox_url?: string;
            };
            /** @enum {string} */
            status: "active";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** ToolSourceList */
        ToolSourceList: {
            data: components["schemas"]["ToolSource"][];
            has_more: boolean;
        };
        /** DeletedToolSource */
        DeletedToolSource: {
            id: string;
            /** @enum {string} */
            status: "deleted";
            /** Format: date-time */
            deleted_at: string;
        };
    };
    responses: never;
    parameters: {
        /** @description Your own request id: kept when it is 1 to 128 of A-Z a-z 0-9 . _ : -, replaced otherwise */
        RequestId: string;
        /** @description Makes the POST safe to retry for 24 hours: the same key and body answer the stored response */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own request id: kept when it is 1 to 128 of A-Z a-z 0-9 . _ : -, replaced otherwise */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description method_not_allowed: the Allow header lists the methods of this path */
            405: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The methods this path answers */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description request_timeout: the headers or body did not arrive in time (the connection closes) */
            408: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own request id: kept when it is 1 to 128 of A-Z a-z 0-9 . _ : -, replaced otherwise */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
            /** @description method_not_allowed: the Allow header lists the methods of this path */
            405: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The methods this path answers */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description request_timeout: the headers or body did not arrive in time (the connection closes) */
            408: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not ready */
            503: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    showConsentPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own request id: kept when it is 1 to 128 of A-Z a-z 0-9 . _ : -, replaced otherwise */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The opaque token of the link */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The consent page, or what it asks for (JSON) */
            200: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": components["schemas"]["ConsentRequest"];
                };
            };
            /** @description Live: to the provider's authorization page */
            302: {
                headers: {
                    location?: string;
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid_request: malformed JSON, a missing or mistyped field, an unknown field or query parameter */
            400: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description consent_link_not_found */
            404: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description method_not_allowed: the Allow header lists the methods of this path */
            405: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The methods this path answers */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description request_timeout: the headers or body did not arrive in time (the connection closes) */
            408: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description consent_link_expired or consent_link_used */
            410: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server fault (retry later) */
            500: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description provider_error */
            502: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description service_not_configured (live: no OAuth app for the service) */
            503: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    decideConsent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own request id: kept when it is 1 to 128 of A-Z a-z 0-9 . _ : -, replaced otherwise */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The opaque token of the link */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["ConsentDecision"];
                "application/json": components["schemas"]["ConsentDecision"];
            };
        };
        responses: {
            /** @description The decision was recorded; the waiting task resumes (approve) or fails consent_denied (deny) */
            200: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": components["schemas"]["ConsentOutcome"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description consent_link_not_found */
            404: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description method_not_allowed: the Allow header lists the methods of this path */
            405: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The methods this path answers */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description request_timeout: the headers or body did not arrive in time (the connection closes) */
            408: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description consent_link_expired or consent_link_used */
            410: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server fault (retry later) */
            500: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    completeOAuthCallback: {
        parameters: {
            query?: {
                code?: string;
                state?: string;
                error?: string;
                error_description?: string;
            };
            header?: {
                /** @description Your own request id: kept when it is 1 to 128 of A-Z a-z 0-9 . _ : -, replaced otherwise */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                service: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Consent approved or denied at the provider */
            200: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": components["schemas"]["ConsentOutcome"];
                };
            };
            /** @description oauth_callback_invalid or invalid_request */
            400: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description consent_link_not_found */
            404: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description method_not_allowed: the Allow header lists the methods of this path */
            405: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The methods this path answers */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description request_timeout: the headers or body did not arrive in time (the connection closes) */
            408: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description consent_link_expired or consent_link_used */
            410: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server fault (retry later) */
            500: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description provider_error (the code exchange failed) */
            502: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description service_not_configured */
            503: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    showSettingsPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own request id: kept when it is 1 to 128 of A-Z a-z 0-9 . _ : -, replaced otherwise */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The opaque token of the link */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's connections in both environments */
            200: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": components["schemas"]["SettingsView"];
                };
            };
            /** @description invalid_request: malformed JSON, a missing or mistyped field, an unknown field or query parameter */
            400: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description settings_link_not_found */
            404: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description method_not_allowed: the Allow header lists the methods of this path */
            405: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The methods this path answers */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description request_timeout: the headers or body did not arrive in time (the connection closes) */
            408: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description settings_link_expired */
            410: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server fault (retry later) */
            500: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeFromSettingsPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own request id: kept when it is 1 to 128 of A-Z a-z 0-9 . _ : -, replaced otherwise */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The opaque token of the link */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["SettingsRevokeForm"];
                "application/json": components["schemas"]["SettingsRevokeForm"];
            };
        };
        responses: {
            /** @description Revoked: tokens deleted, the provider asked to revoke them */
            200: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": components["schemas"]["RevokedConnection"];
                };
            };
            /** @description Malformed request */
            400: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_csrf_token */
            403: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description settings_link_not_found or connection_not_found */
            404: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description method_not_allowed: the Allow header lists the methods of this path */
            405: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The methods this path answers */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description request_timeout: the headers or body did not arrive in time (the connection closes) */
            408: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description settings_link_expired */
            410: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server fault (retry later) */
            500: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSubagents: {
        parameters: {
            query?: {
                type?: components["schemas"]["SubagentType"];
                status?: components["schemas"]["SubagentStatus"];
                /** @description Items per page, 1 to 100 */
                limit?: number;
                /** @description Items to skip, 0 to 9007199254740991 */
                offset?: number;
            };
            header?: {
                /** @description Your own request id: kept when it is 1 to 128 of A-Z a-z 0-9 . _ : -, replaced otherwise */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubagentList"];
                };
            };
            /** @description invalid_request: malformed JSON, a missing or mistyped field, an unknown field or query parameter */
            400: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description missing_api_key or invalid_api_key */
            401: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description account_disabled, https_required or prebuilt_subagent_readonly */
            403: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description method_not_allowed: the Allow header lists the methods of this path */
            405: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The methods this path answers */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description request_timeout: the headers or body did not arrive in time (the connection closes) */
            408: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limit_exceeded: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    /** @description Whole seconds to wait, at least 1 */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error: retry with exponential backoff */
            500: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createSubagent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own request id: kept when it is 1 to 128 of A-Z a-z 0-9 . _ : -, replaced otherwise */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /** @description Makes the POST safe to retry for 24 hours: the same key and body answer the stored response */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeploySubagentRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeployedSubagent"];
                };
            };
            /** @description invalid_request: malformed JSON, a missing or mistyped field, an unknown field or query parameter */
            400: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description missing_api_key or invalid_api_key */
            401: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description account_disabled, https_required or prebuilt_subagent_readonly */
            403: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description method_not_allowed: the Allow header lists the methods of this path */
            405: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The methods this path answers */
                    Allow: string;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description request_timeout: the headers or body did not arrive in time (the connection closes) */
            408: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (the code names it) */
            409: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unsupported_media_type: bodies are application/json */
            415: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request breaks a content rule (the code and param name it) */
            422: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limit_exceeded: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    /** @description Whole seconds to wait, at least 1 */
                    "Retry-After": number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error: retry with exponential backoff */
            500: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSubagent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own request id: kept when it is 1 to 128 of A-Z a-z 0-9 . _ : -, replaced otherwise */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                subagent_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subagent"];
                };
            };
            /** @description invalid_request: malformed JSON, a missing or mistyped field, an unknown field or query parameter */
            400: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description missing_api_key or invalid_api_key */
            401: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description account_disabled, https_required or prebuilt_subagent_readonly */
            403: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (the code names what) */
            404: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description method_not_allowed: the Allow header lists the methods of this path */
            405: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The methods this path answers */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description request_timeout: the headers or body did not arrive in time (the connection closes) */
            408: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limit_exceeded: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    /** @description Whole seconds to wait, at least 1 */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error: retry with exponential backoff */
            500: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteSubagent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own request id: kept when it is 1 to 128 of A-Z a-z 0-9 . _ : -, replaced otherwise */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                subagent_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedSubagent"];
                };
            };
            /** @description invalid_request: malformed JSON, a missing or mistyped field, an unknown field or query parameter */
            400: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description missing_api_key or invalid_api_key */
            401: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description account_disabled, https_required or prebuilt_subagent_readonly */
            403: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (the code names what) */
            404: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description method_not_allowed: the Allow header lists the methods of this path */
            405: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The methods this path answers */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description request_timeout: the headers or body did not arrive in time (the connection closes) */
            408: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (the code names it) */
            409: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unsupported_media_type: bodies are application/json */
            415: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limit_exceeded: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    /** @description Whole seconds to wait, at least 1 */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error: retry with exponential backoff */
            500: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateSubagent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own request id: kept when it is 1 to 128 of A-Z a-z 0-9 . _ : -, replaced otherwise */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                subagent_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSubagentRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdatedSubagent"];
                };
            };
            /** @description invalid_request: malformed JSON, a missing or mistyped field, an unknown field or query parameter */
            400: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description missing_api_key or invalid_api_key */
            401: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description account_disabled, https_required or prebuilt_subagent_readonly */
            403: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (the code names what) */
            404: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description method_not_allowed: the Allow header lists the methods of this path */
            405: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The methods this path answers */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description request_timeout: the headers or body did not arrive in time (the connection closes) */
            408: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (the code names it) */
            409: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unsupported_media_type: bodies are application/json */
            415: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request breaks a content rule (the code and param name it) */
            422: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limit_exceeded: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    /** @description Whole seconds to wait, at least 1 */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error: retry with exponential backoff */
            500: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own request id: kept when it is 1 to 128 of A-Z a-z 0-9 . _ : -, replaced otherwise */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description invalid_request: malformed JSON, a missing or mistyped field, an unknown field or query parameter */
            400: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description missing_api_key or invalid_api_key */
            401: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description account_disabled, https_required or prebuilt_subagent_readonly */
            403: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (the code names what) */
            404: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description method_not_allowed: the Allow header lists the methods of this path */
            405: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The methods this path answers */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description request_timeout: the headers or body did not arrive in time (the connection closes) */
            408: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limit_exceeded: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    /** @description Whole seconds to wait, at least 1 */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error: retry with exponential backoff */
            500: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own request id: kept when it is 1 to 128 of A-Z a-z 0-9 . _ : -, replaced otherwise */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            /** @description invalid_request: malformed JSON, a missing or mistyped field, an unknown field or query parameter */
            400: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description missing_api_key or invalid_api_key */
            401: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description account_disabled, https_required or prebuilt_subagent_readonly */
            403: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description method_not_allowed: the Allow header lists the methods of this path */
            405: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The methods this path answers */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description request_timeout: the headers or body did not arrive in time (the connection closes) */
            408: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unsupported_media_type: bodies are application/json */
            415: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request breaks a content rule (the code and param name it) */
            422: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limit_exceeded: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    /** @description Whole seconds to wait, at least 1 */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error: retry with exponential backoff */
            500: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own request id: kept when it is 1 to 128 of A-Z a-z 0-9 . _ : -, replaced otherwise */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /** @description Makes the POST safe to retry for 24 hours: the same key and body answer the stored response */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            /** @description invalid_request: malformed JSON, a missing or mistyped field, an unknown field or query parameter */
            400: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description missing_api_key or invalid_api_key */
            401: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description account_disabled, https_required or prebuilt_subagent_readonly */
            403: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (the code names what) */
            404: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description method_not_allowed: the Allow header lists the methods of this path */
            405: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The methods this path answers */
                    Allow: string;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description request_timeout: the headers or body did not arrive in time (the connection closes) */
            408: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unsupported_media_type: bodies are application/json */
            415: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limit_exceeded: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    /** @description Whole seconds to wait, at least 1 */
                    "Retry-After": number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error: retry with exponential backoff */
            500: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sendWebhookTestEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own request id: kept when it is 1 to 128 of A-Z a-z 0-9 . _ : -, replaced otherwise */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /** @description Makes the POST safe to retry for 24 hours: the same key and body answer the stored response */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookTestResult"];
                };
            };
            /** @description invalid_request: malformed JSON, a missing or mistyped field, an unknown field or query parameter */
            400: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description missing_api_key or invalid_api_key */
            401: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description account_disabled, https_required or prebuilt_subagent_readonly */
            403: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (the code names what) */
            404: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description method_not_allowed: the Allow header lists the methods of this path */
            405: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The methods this path answers */
                    Allow: string;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description request_timeout: the headers or body did not arrive in time (the connection closes) */
            408: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unsupported_media_type: bodies are application/json */
            415: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limit_exceeded: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    /** @description Whole seconds to wait, at least 1 */
                    "Retry-After": number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error: retry with exponential backoff */
            500: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                task_id?: string;
                event?: components["schemas"]["EventName"];
                status?: components["schemas"]["DeliveryStatus"];
                /** @description Items per page, 1 to 100 */
                limit?: number;
                /** @description Items to skip, 0 to 9007199254740991 */
                offset?: number;
            };
            header?: {
                /** @description Your own request id: kept when it is 1 to 128 of A-Z a-z 0-9 . _ : -, replaced otherwise */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryList"];
                };
            };
            /** @description invalid_request: malformed JSON, a missing or mistyped field, an unknown field or query parameter */
            400: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description missing_api_key or invalid_api_key */
            401: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description account_disabled, https_required or prebuilt_subagent_readonly */
            403: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description method_not_allowed: the Allow header lists the methods of this path */
            405: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The methods this path answers */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description request_timeout: the headers or body did not arrive in time (the connection closes) */
            408: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limit_exceeded: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    /** @description Whole seconds to wait, at least 1 */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error: retry with exponential backoff */
            500: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own request id: kept when it is 1 to 128 of A-Z a-z 0-9 . _ : -, replaced otherwise */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryDetail"];
                };
            };
            /** @description invalid_request: malformed JSON, a missing or mistyped field, an unknown field or query parameter */
            400: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description missing_api_key or invalid_api_key */
            401: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description account_disabled, https_required or prebuilt_subagent_readonly */
            403: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (the code names what) */
            404: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description method_not_allowed: the Allow header lists the methods of this path */
            405: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The methods this path answers */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description request_timeout: the headers or body did not arrive in time (the connection closes) */
            408: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limit_exceeded: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    /** @description Whole seconds to wait, at least 1 */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error: retry with exponential backoff */
            500: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    redeliverWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own request id: kept when it is 1 to 128 of A-Z a-z 0-9 . _ : -, replaced otherwise */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /** @description Makes the POST safe to retry for 24 hours: the same key and body answer the stored response */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Delivery"];
                };
            };
            /** @description invalid_request: malformed JSON, a missing or mistyped field, an unknown field or query parameter */
            400: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description missing_api_key or invalid_api_key */
            401: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description account_disabled, https_required or prebuilt_subagent_readonly */
            403: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (the code names what) */
            404: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description method_not_allowed: the Allow header lists the methods of this path */
            405: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The methods this path answers */
                    Allow: string;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description request_timeout: the headers or body did not arrive in time (the connection closes) */
            408: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unsupported_media_type: bodies are application/json */
            415: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limit_exceeded: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    /** @description Whole seconds to wait, at least 1 */
                    "Retry-After": number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error: retry with exponential backoff */
            500: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTasks: {
        parameters: {
            query?: {
                status?: components["schemas"]["TaskStatus"];
                sub_agent?: string;
                user_id?: string;
                /** @description Items per page, 1 to 100 */
                limit?: number;
                /** @description Items to skip, 0 to 9007199254740991 */
                offset?: number;
            };
            header?: {
                /** @description Your own request id: kept when it is 1 to 128 of A-Z a-z 0-9 . _ : -, replaced otherwise */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskList"];
                };
            };
            /** @description invalid_request: malformed JSON, a missing or mistyped field, an unknown field or query parameter */
            400: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description missing_api_key or invalid_api_key */
            401: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description account_disabled, https_required or prebuilt_subagent_readonly */
            403: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description method_not_allowed: the Allow header lists the methods of this path */
            405: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The methods this path answers */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description request_timeout: the headers or body did not arrive in time (the connection closes) */
            408: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limit_exceeded: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    /** @description Whole seconds to wait, at least 1 */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error: retry with exponential backoff */
            500: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createTask: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own request id: kept when it is 1 to 128 of A-Z a-z 0-9 . _ : -, replaced otherwise */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /** @description Makes the POST safe to retry for 24 hours: the same key and body answer the stored response */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTaskRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Task"];
                };
            };
            /** @description invalid_request: malformed JSON, a missing or mistyped field, an unknown field or query parameter */
            400: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description missing_api_key or invalid_api_key */
            401: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description account_disabled, https_required or prebuilt_subagent_readonly */
            403: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (the code names what) */
            404: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description method_not_allowed: the Allow header lists the methods of this path */
            405: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The methods this path answers */
                    Allow: string;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description request_timeout: the headers or body did not arrive in time (the connection closes) */
            408: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (the code names it) */
            409: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unsupported_media_type: bodies are application/json */
            415: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request breaks a content rule (the code and param name it) */
            422: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limit_exceeded: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    /** @description Whole seconds to wait, at least 1 */
                    "Retry-After": number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error: retry with exponential backoff */
            500: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTask: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own request id: kept when it is 1 to 128 of A-Z a-z 0-9 . _ : -, replaced otherwise */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                task_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Task"];
                };
            };
            /** @description invalid_request: malformed JSON, a missing or mistyped field, an unknown field or query parameter */
            400: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description missing_api_key or invalid_api_key */
            401: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description account_disabled, https_required or prebuilt_subagent_readonly */
            403: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (the code names what) */
            404: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description method_not_allowed: the Allow header lists the methods of this path */
            405: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The methods this path answers */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description request_timeout: the headers or body did not arrive in time (the connection closes) */
            408: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limit_exceeded: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    /** @description Whole seconds to wait, at least 1 */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error: retry with exponential backoff */
            500: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelTask: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own request id: kept when it is 1 to 128 of A-Z a-z 0-9 . _ : -, replaced otherwise */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /** @description Makes the POST safe to retry for 24 hours: the same key and body answer the stored response */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                task_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancelledTask"];
                };
            };
            /** @description invalid_request: malformed JSON, a missing or mistyped field, an unknown field or query parameter */
            400: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description missing_api_key or invalid_api_key */
            401: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description account_disabled, https_required or prebuilt_subagent_readonly */
            403: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (the code names what) */
            404: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description method_not_allowed: the Allow header lists the methods of this path */
            405: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The methods this path answers */
                    Allow: string;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description request_timeout: the headers or body did not arrive in time (the connection closes) */
            408: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (the code names it) */
            409: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unsupported_media_type: bodies are application/json */
            415: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limit_exceeded: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    /** @description Whole seconds to wait, at least 1 */
                    "Retry-After": number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error: retry with exponential backoff */
            500: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTaskTrace: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own request id: kept when it is 1 to 128 of A-Z a-z 0-9 . _ : -, replaced otherwise */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                task_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Trace"];
                };
            };
            /** @description invalid_request: malformed JSON, a missing or mistyped field, an unknown field or query parameter */
            400: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description missing_api_key or invalid_api_key */
            401: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description account_disabled, https_required or prebuilt_subagent_readonly */
            403: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (the code names what) */
            404: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description method_not_allowed: the Allow header lists the methods of this path */
            405: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The methods this path answers */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description request_timeout: the headers or body did not arrive in time (the connection closes) */
            408: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limit_exceeded: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    /** @description Whole seconds to wait, at least 1 */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error: retry with exponential backoff */
            500: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listConnections: {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100 */
                limit?: number;
                /** @description Items to skip, 0 to 9007199254740991 */
                offset?: number;
            };
            header?: {
                /** @description Your own request id: kept when it is 1 to 128 of A-Z a-z 0-9 . _ : -, replaced otherwise */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The end user's id, 1 to 255 characters */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectionList"];
                };
            };
            /** @description invalid_request: malformed JSON, a missing or mistyped field, an unknown field or query parameter */
            400: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description missing_api_key or invalid_api_key */
            401: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description account_disabled, https_required or prebuilt_subagent_readonly */
            403: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description method_not_allowed: the Allow header lists the methods of this path */
            405: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The methods this path answers */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description request_timeout: the headers or body did not arrive in time (the connection closes) */
            408: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request breaks a content rule (the code and param name it) */
            422: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limit_exceeded: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    /** @description Whole seconds to wait, at least 1 */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error: retry with exponential backoff */
            500: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeConnection: {
        parameters: {
            query?: {
                /** @description Which environment's connection; default: the calling key's */
                environment?: "test" | "live";
            };
            header?: {
                /** @description Your own request id: kept when it is 1 to 128 of A-Z a-z 0-9 . _ : -, replaced otherwise */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                user_id: string;
                /** @description Service id, e.g. github */
                service: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevokedConnection"];
                };
            };
            /** @description invalid_request: malformed JSON, a missing or mistyped field, an unknown field or query parameter */
            400: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description missing_api_key or invalid_api_key */
            401: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description account_disabled, https_required or prebuilt_subagent_readonly */
            403: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (the code names what) */
            404: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description method_not_allowed: the Allow header lists the methods of this path */
            405: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The methods this path answers */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description request_timeout: the headers or body did not arrive in time (the connection closes) */
            408: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unsupported_media_type: bodies are application/json */
            415: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request breaks a content rule (the code and param name it) */
            422: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limit_exceeded: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    /** @description Whole seconds to wait, at least 1 */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error: retry with exponential backoff */
            500: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createSettingsLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own request id: kept when it is 1 to 128 of A-Z a-z 0-9 . _ : -, replaced otherwise */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /** @description Makes the POST safe to retry for 24 hours: the same key and body answer the stored response */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The end user's id, 1 to 255 characters */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SettingsLinkRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsLink"];
                };
            };
            /** @description invalid_request: malformed JSON, a missing or mistyped field, an unknown field or query parameter */
            400: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description missing_api_key or invalid_api_key */
            401: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description account_disabled, https_required or prebuilt_subagent_readonly */
            403: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description method_not_allowed: the Allow header lists the methods of this path */
            405: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The methods this path answers */
                    Allow: string;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description request_timeout: the headers or body did not arrive in time (the connection closes) */
            408: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unsupported_media_type: bodies are application/json */
            415: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request breaks a content rule (the code and param name it) */
            422: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limit_exceeded: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    /** @description Whole seconds to wait, at least 1 */
                    "Retry-After": number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error: retry with exponential backoff */
            500: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listToolSources: {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100 */
                limit?: number;
                /** @description Items to skip, 0 to 9007199254740991 */
                offset?: number;
            };
            header?: {
                /** @description Your own request id: kept when it is 1 to 128 of A-Z a-z 0-9 . _ : -, replaced otherwise */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ToolSourceList"];
                };
            };
            /** @description invalid_request: malformed JSON, a missing or mistyped field, an unknown field or query parameter */
            400: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description missing_api_key or invalid_api_key */
            401: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description account_disabled, https_required or prebuilt_subagent_readonly */
            403: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description method_not_allowed: the Allow header lists the methods of this path */
            405: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The methods this path answers */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description request_timeout: the headers or body did not arrive in time (the connection closes) */
            408: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limit_exceeded: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    /** @description Whole seconds to wait, at least 1 */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error: retry with exponential backoff */
            500: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createToolSource: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own request id: kept when it is 1 to 128 of A-Z a-z 0-9 . _ : -, replaced otherwise */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /** @description Makes the POST safe to retry for 24 hours: the same key and body answer the stored response */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description A tool source definition: capabilities, openapi or mcp (docs/tools.md) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ToolSourceDefinition"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ToolSource"];
                };
            };
            /** @description invalid_request: malformed JSON, a missing or mistyped field, an unknown field or query parameter */
            400: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description missing_api_key or invalid_api_key */
            401: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description account_disabled, https_required or prebuilt_subagent_readonly */
            403: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description method_not_allowed: the Allow header lists the methods of this path */
            405: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The methods this path answers */
                    Allow: string;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description request_timeout: the headers or body did not arrive in time (the connection closes) */
            408: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (the code names it) */
            409: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unsupported_media_type: bodies are application/json */
            415: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request breaks a content rule (the code and param name it) */
            422: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limit_exceeded: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    /** @description Whole seconds to wait, at least 1 */
                    "Retry-After": number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error: retry with exponential backoff */
            500: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getToolSource: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own request id: kept when it is 1 to 128 of A-Z a-z 0-9 . _ : -, replaced otherwise */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ToolSource"];
                };
            };
            /** @description invalid_request: malformed JSON, a missing or mistyped field, an unknown field or query parameter */
            400: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description missing_api_key or invalid_api_key */
            401: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description account_disabled, https_required or prebuilt_subagent_readonly */
            403: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (the code names what) */
            404: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description method_not_allowed: the Allow header lists the methods of this path */
            405: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The methods this path answers */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description request_timeout: the headers or body did not arrive in time (the connection closes) */
            408: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limit_exceeded: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    /** @description Whole seconds to wait, at least 1 */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error: retry with exponential backoff */
            500: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteToolSource: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own request id: kept when it is 1 to 128 of A-Z a-z 0-9 . _ : -, replaced otherwise */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedToolSource"];
                };
            };
            /** @description invalid_request: malformed JSON, a missing or mistyped field, an unknown field or query parameter */
            400: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description missing_api_key or invalid_api_key */
            401: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description account_disabled, https_required or prebuilt_subagent_readonly */
            403: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (the code names what) */
            404: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description method_not_allowed: the Allow header lists the methods of this path */
            405: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The methods this path answers */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description request_timeout: the headers or body did not arrive in time (the connection closes) */
            408: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unsupported_media_type: bodies are application/json */
            415: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limit_exceeded: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    /** @description Whole seconds to wait, at least 1 */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error: retry with exponential backoff */
            500: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateToolSource: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own request id: kept when it is 1 to 128 of A-Z a-z 0-9 . _ : -, replaced otherwise */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                name: string;
            };
            cookie?: never;
        };
        /** @description A tool source definition: capabilities, openapi or mcp (docs/tools.md) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ToolSourceDefinition"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ToolSource"];
                };
            };
            /** @description invalid_request: malformed JSON, a missing or mistyped field, an unknown field or query parameter */
            400: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description missing_api_key or invalid_api_key */
            401: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description account_disabled, https_required or prebuilt_subagent_readonly */
            403: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (the code names what) */
            404: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description method_not_allowed: the Allow header lists the methods of this path */
            405: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The methods this path answers */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description request_timeout: the headers or body did not arrive in time (the connection closes) */
            408: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unsupported_media_type: bodies are application/json */
            415: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request breaks a content rule (the code and param name it) */
            422: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limit_exceeded: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    /** @description Whole seconds to wait, at least 1 */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error: retry with exponential backoff */
            500: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    refreshToolSource: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own request id: kept when it is 1 to 128 of A-Z a-z 0-9 . _ : -, replaced otherwise */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /** @description Makes the POST safe to retry for 24 hours: the same key and body answer the stored response */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ToolSource"];
                };
            };
            /** @description invalid_request: malformed JSON, a missing or mistyped field, an unknown field or query parameter */
            400: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description missing_api_key or invalid_api_key */
            401: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description account_disabled, https_required or prebuilt_subagent_readonly */
            403: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (the code names what) */
            404: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description method_not_allowed: the Allow header lists the methods of this path */
            405: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The methods this path answers */
                    Allow: string;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description request_timeout: the headers or body did not arrive in time (the connection closes) */
            408: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unsupported_media_type: bodies are application/json */
            415: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request breaks a content rule (the code and param name it) */
            422: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limit_exceeded: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset": number;
                    /** @description Whole seconds to wait, at least 1 */
                    "Retry-After": number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error: retry with exponential backoff */
            500: {
                headers: {
                    /** @description The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept */
                    "X-Request-Id": string;
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the current window ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description The stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
