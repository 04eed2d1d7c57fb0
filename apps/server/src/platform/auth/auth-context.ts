/** Who the caller is, read with the session so the profile costs no further query. */
export type SessionIdentity = {
  username: string;
  nickName: string;
  portrait: string | null;
  mobile: string | null;
  partnerNo: string;
  partnerName: string;
  roleNames: readonly string[];
};

/** What every authenticated request knows about its caller. */
export type AuthContext = {
  sessionId: number;
  accountId: number;
  partnerId: number;
  partnerState: number;
  partnerStateReason: string | null;
  isAdmin: boolean;
  authorities: readonly string[];
  /** Who the caller is, read with the session so the profile costs no further query. */
  identity: SessionIdentity;
  /** A fresh token when this request rotated the session; sent back in the Authorization header. */
  renewedToken?: string;
};

export type ResolvedSession =
  | { status: 'ok'; auth: AuthContext }
  | { status: 'invalid' }
  | { status: 'disabled'; reason: string | null; partnerDisabled: boolean };

/**
 * Looks a bearer token up: the auth module's session store (modules/auth/sessions.service.ts),
 * handed to the guard by app.ts. Expired, revoked and unknown tokens are all 'invalid'.
 */
export type SessionResolver = (token: string) => Promise<ResolvedSession>;
