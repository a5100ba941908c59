/** Hono context variables shared by the sandbox's routes. */

export interface TokenOrganization {
  id: string;
  alias: string;
  name: string;
}

/** The verified caller, from a JWT access token issued by the sandbox's identity provider. */
export interface AuthUser {
  /** `sub` of the token (user id, or the client id for client_credentials). */
  subject: string;
  /** Display name (`name` claim), falling back to `preferred_username` or the subject. */
  name: string;
  /** Organisations in the token's `organization` claim, by id. */
  organizations: ReadonlyMap<string, TokenOrganization>;
}

export interface AppEnv {
  Variables: {
    /** Set by `requireUser`. */
    user: AuthUser;
    /** Set by `requireOwner`: the organisation named in `X-auth-owner`, checked against the token. */
    owner: TokenOrganization;
  };
}
