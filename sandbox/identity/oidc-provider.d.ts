/**
 * The small part of npm `oidc-provider` (9.x) that the sandbox uses. The package ships no type
 * declarations; rather than adding a dependency, this file declares what we call, as documented in
 * the package's README and docs/README.md.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    client_name?: string;
    grant_types?: string[];
    response_types?: string[];
    redirect_uris?: string[];
    post_logout_redirect_uris?: string[];
    token_endpoint_auth_method?: 'none' | 'client_secret_post' | 'client_secret_basic';
    scope?: string;
  }

  export interface ClaimsParameterMember {
    essential?: boolean;
    value?: string;
    values?: string[];
  }

  export interface Account {
    accountId: string;
    claims(
      use: 'id_token' | 'userinfo',
      scope: string,
      claims: Record<string, ClaimsParameterMember | null>,
      rejected: string[],
    ): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface Grant {
    readonly jti: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantConstructor {
    new (init: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export interface Session {
    accountId?: string;
    grantIdFor(clientId: string): string | undefined;
  }

  export interface Client {
    clientId: string;
    clientName?: string;
  }

  export interface OIDCContext {
    client?: Client;
    session?: Session;
    provider: Provider;
    result?: { consent?: { grantId?: string } };
  }

  /** Koa's context, as far as the sandbox touches it. */
  export interface KoaContextWithOIDC {
    oidc: OIDCContext;
    body: unknown;
    type: string;
    status: number;
    set(field: string, value: string): void;
  }

  export interface BaseToken {
    kind: string;
    clientId?: string;
    accountId?: string;
  }

  export interface ResourceServer {
    scope: string;
    audience?: string;
    accessTokenTTL?: number;
    accessTokenFormat?: 'opaque' | 'jwt';
    jwt?: { sign?: { alg: string } };
  }

  export interface ErrorOut {
    error: string;
    error_description?: string;
  }

  export interface Configuration {
    /** A constructor or factory of storage adapters, one per model name. */
    adapter?: (model: string) => object;
    clients?: ClientMetadata[];
    findAccount?: (
      ctx: KoaContextWithOIDC,
      sub: string,
      token?: BaseToken,
    ) => Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    scopes?: string[];
    conformIdTokenClaims?: boolean;
    cookies?: { keys?: string[] };
    jwks?: { keys: Record<string, unknown>[] };
    routes?: Record<string, string>;
    ttl?: Record<string, number | ((...args: never[]) => number)>;
    pkce?: { required?: (ctx: KoaContextWithOIDC, client: Client) => boolean };
    interactions?: { url?: (ctx: KoaContextWithOIDC, interaction: { uid: string }) => string };
    issueRefreshToken?: (
      ctx: KoaContextWithOIDC,
      client: Client,
      code: unknown,
    ) => Promise<boolean>;
    rotateRefreshToken?: boolean;
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<Grant | undefined>;
    extraTokenClaims?: (
      ctx: KoaContextWithOIDC,
      token: BaseToken,
    ) => Promise<Record<string, unknown> | undefined>;
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: Client) => boolean;
    renderError?: (ctx: KoaContextWithOIDC, out: ErrorOut, error: Error) => Promise<void>;
    features?: {
      devInteractions?: { enabled: boolean };
      clientCredentials?: { enabled: boolean };
      introspection?: { enabled: boolean };
      revocation?: { enabled: boolean };
      userinfo?: { enabled: boolean };
      rpInitiatedLogout?: {
        enabled: boolean;
        logoutSource?: (ctx: KoaContextWithOIDC, form: string) => Promise<void>;
        postLogoutSuccessSource?: (ctx: KoaContextWithOIDC) => Promise<void>;
      };
      resourceIndicators?: {
        enabled: boolean;
        defaultResource?: (
          ctx: KoaContextWithOIDC,
          client: Client,
          oneOf?: string[],
        ) => Promise<string | string[] | undefined>;
        useGrantedResource?: (ctx: KoaContextWithOIDC, model: unknown) => Promise<boolean>;
        getResourceServerInfo?: (
          ctx: KoaContextWithOIDC,
          resourceIndicator: string,
          client: Client,
        ) => Promise<ResourceServer>;
      };
    };
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
  }

  export const errors: {
    InvalidTarget: new (description?: string) => Error;
  };

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    readonly Grant: GrantConstructor;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}

declare module 'oidc-provider/lib/adapters/memory_adapter.js' {
  /** What oidc-provider's in-memory adapter needs of its store. */
  export interface MemoryStore {
    get(key: string): unknown;
    set(key: string, value: unknown, options?: { maxAge?: number }): void;
    delete(key: string): void;
  }

  export default class MemoryAdapter {
    constructor(model: string, store?: MemoryStore, clockTolerance?: number);
    find(id: string): Promise<unknown>;
    upsert(id: string, payload: object, expiresIn?: number): Promise<void>;
    destroy(id: string): Promise<void>;
  }
}
