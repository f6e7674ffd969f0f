import { fail, ok, type EventPayload, type ParsedInput, type Result, type SessionView } from '../../../shared/contract';
import type { SessionCredentials } from '../api/api-client';
import type { AuthAdapter, TokenSet } from '../auth/auth-adapter';
import type { Clock } from '../clock';
import type { Emit } from '../events';
import type { Logger } from '../log';
import { createSerialQueue } from '../serial-queue';
import type { SettingsStore } from '../settings/settings-store';
import { isBoardOnlyReader } from '../../../shared/board-roles';
import { isDefaultCredential } from '../../../shared/embedded-server';
import { hostText } from '../texts';
import type { Vault } from '../vault/vault';
import {
  REFRESH_CHECK_INTERVAL_MS,
  initialSessionState,
  isAccessTokenAlive,
  isRefreshDue,
  onRefreshAbandoned,
  onRefreshFailed,
  onRefreshSucceeded,
  onSessionAmended,
  onSignedIn,
  onSignedOut,
  onTick,
  signedInAtOf,
  toSessionView,
  type SessionState,
} from './session-state';
import { noLock, SESSION_VAULT_KEY, storedSessionSchema, type StoredLock, type StoredSession } from './stored-session';

type ExpiredReason = EventPayload<'session.expired'>['reason'];

export interface SessionService {
  /** Restores the session from the vault and starts the 10 s refresh check. */
  start(): Promise<void>;
  dispose(): void;
  view(): SessionView;
  /** What the api client may use for one call; null when signed out. */
  credentials(): SessionCredentials | null;
  signIn(input: ParsedInput<'auth.login'>): Promise<Result<SessionView>>;
  /** Third-party sign-in: a normal session, possibly for an unbound identity (user id `-1`). */
  signInSocial(input: ParsedInput<'auth.social'>): Promise<Result<SessionView>>;
  /** Tells the server (its failure is ignored), then forgets the session. */
  signOut(): Promise<Result<SessionView>>;
  /** Forgets the session without calling the server; with a reason, also emits `session.expired`. */
  forceSignOut(reason?: ExpiredReason): Promise<SessionView>;
  /** Forced sign-out after a 401, unless the session that made the call has already been replaced. */
  expireIfCurrent(accessToken: string, reason: ExpiredReason): Promise<void>;
  /**
   * A call made with `accessToken` was answered 401: the token may have run out early (a long suspend, a server
   * clock) while the refresh token still works. `retry` when a fresh token is there now (another call refreshed
   * it first, or this refresh worked): the call may be made once more. `expired` when the server refused the
   * refresh (the session ended, `session.expired` sent). `failed` when the refresh could not be tried (network):
   * the session stays and the timer tries again.
   */
  recoverFromUnauthorized(accessToken: string): Promise<'retry' | 'expired' | 'failed'>;
  switchIdentity(deptId: string, roleId: string): Promise<Result<SessionView>>;
  /** The current session's screen lock; null when signed out. */
  lock(): StoredLock | null;
  /**
   * Changes the lock at once (in memory, so a lock is never delayed behind a slow refresh), then
   * stores it in the vault. Resolves with the new lock, or null when signed out.
   */
  updateLock(update: (current: StoredLock) => StoredLock): Promise<StoredLock | null>;
  /** One run of the refresh check (the timer calls it; tests call it directly). */
  tick(): Promise<void>;
  /** The password was changed: the "set your password" step is over. */
  passwordChanged(): Promise<void>;
}

export const createSessionService = (deps: {
  vault: Vault;
  settings: SettingsStore;
  clock: Clock;
  adapter: () => AuthAdapter;
  emit: Emit;
  log: Logger;
  /** False only where the browser host's test switch allows default passwords (BLADE_ALLOW_DEFAULT_PASSWORDS). */
  requireNewDefaultPassword?: boolean;
}): SessionService => {
  const { vault, settings, clock, emit, log } = deps;
  const queue = createSerialQueue();
  let state: SessionState = initialSessionState;
  let timer: unknown = null;

  const view = () => toSessionView(state);
  const text = (key: Parameters<typeof hostText>[0]) => hostText(key, settings.get().language);

  const persist = async (session: StoredSession): Promise<boolean> => {
    try {
      await vault.set(SESSION_VAULT_KEY, JSON.stringify(session));
      return true;
    } catch (error) {
      log.error(`could not store the session in the ${vault.kind} vault`, error);
      return false;
    }
  };

  const forget = async () => {
    try {
      await vault.delete(SESSION_VAULT_KEY);
    } catch (error) {
      log.error(`could not delete the session from the ${vault.kind} vault`, error);
    }
  };

  const toStored = (
    tokens: TokenSet,
    identity: { deptId: string; roleId: string },
    signedInAt = clock.now(),
  ): StoredSession => ({
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    issuedAt: clock.now(),
    signedInAt,
    expiresIn: tokens.expiresIn,
    user: tokens.user,
    ...identity,
  });

  const withLock = (session: StoredSession, lock: StoredLock | undefined): StoredSession =>
    lock ? { ...session, lock } : session;

  const currentLock = (epoch: number): StoredLock | undefined =>
    state.status === 'signed-in' && state.epoch === epoch ? state.session.lock : undefined;

  /** Stores a fresh session (no lock: signing in clears it) after a successful grant. */
  const establish = async (answer: Result<TokenSet>, mustChangePassword = false): Promise<Result<SessionView>> => {
    // A refused sign-in (error_description, bad captcha ...) stores nothing.
    if (!answer.ok) return answer;
    const session = {
      ...toStored(answer.data, { deptId: answer.data.user.deptId, roleId: answer.data.user.roleId }),
      ...(mustChangePassword ? { mustChangePassword: true } : {}),
    };
    if (!(await persist(session))) return fail('internal', text('vaultWriteFailed'));
    state = onSignedIn(state, session);
    log.info(`signed in as ${session.user.account} (tenant ${session.user.tenantId})`);
    emit('session.changed', view());
    return ok(view());
  };

  /**
   * Local sign-out; when the session ended unasked, `session.expired` goes first, so a window hears why before it
   * hears "signed out" (the workspace then asks for the password in place instead of leaving for /login).
   */
  const endSession = async (reason?: ExpiredReason) => {
    const wasSignedIn = state.status === 'signed-in';
    state = onSignedOut(state);
    await forget();
    if (reason && wasSignedIn) emit('session.expired', { reason });
    emit('session.changed', view());
  };

  /**
   * Runs inside the queue. `identity` set = an explicit switch (or, with `after401`, the current identity after a
   * call was refused); unset = the timer's refresh.
   */
  const refresh = async (
    epoch: number,
    identity?: { deptId: string; roleId: string },
    after401 = false,
  ): Promise<Result<SessionView>> => {
    if (state.status !== 'signed-in' || state.epoch !== epoch) return fail('unauthorized', text('notSignedIn'));
    const current = state.session;
    const now = clock.now();
    if (!identity && !isRefreshDue(current, now, settings.get().tokenTime)) {
      // Another refresh (a switch) ran while this one waited in the queue.
      state = onRefreshAbandoned(state, epoch);
      return ok(view());
    }
    const switchMode = settings.get().switchMode;
    const chosen = identity ?? { deptId: current.deptId, roleId: current.roleId };
    const answer = await deps.adapter().refreshGrant({
      tenantId: current.user.tenantId || settings.get().defaultTenantId,
      refreshToken: current.refreshToken,
      ...(switchMode ? chosen : {}),
    });
    if (answer.ok) {
      if (state.status !== 'signed-in' || state.epoch !== epoch) return ok(view());
      // The lock belongs to the session, not to a token: it carries over (read again after the await).
      const carried = state.session.mustChangePassword ? { mustChangePassword: true } : {};
      const next = withLock(
        { ...toStored(answer.data, chosen, signedInAtOf(state.session)), ...carried },
        state.session.lock,
      );
      await persist(next);
      state = onRefreshSucceeded(state, epoch, withLock(next, currentLock(epoch)));
      emit('session.changed', view());
      return ok(view());
    }
    // Only the server's refusal ends a session. An unreachable server (a network cut, a restart, the minutes after a
    // resume) is retried by the timer however old the access token is: the refresh token may well still be good, and
    // a control-room board must come back by itself when the server does.
    const retryLater = (identity !== undefined && !after401) || answer.error.code === 'network';
    if (retryLater) {
      const alive = isAccessTokenAlive(current, clock.now()) ? '' : ' (its access token has run out meanwhile)';
      log.warn(`token refresh not done (${answer.error.code}: ${answer.error.message}); keeping the session${alive}`);
      state = onRefreshAbandoned(state, epoch);
      return answer;
    }
    log.warn(`token refresh refused (${answer.error.code}: ${answer.error.message}); signing out`);
    state = onRefreshFailed(state, epoch);
    await forget();
    emit('session.expired', { reason: after401 ? 'unauthorized' : 'refresh-failed' });
    emit('session.changed', view());
    return answer;
  };

  const restore = async () => {
    let raw: string | null;
    try {
      raw = await vault.get(SESSION_VAULT_KEY);
    } catch (error) {
      log.error(`could not read the session from the ${vault.kind} vault`, error);
      return;
    }
    if (raw === null) return;
    let json: unknown = null;
    try {
      json = JSON.parse(raw);
    } catch {
      // Falls through to the schema check, which rejects null.
    }
    const parsed = storedSessionSchema.safeParse(json);
    if (!parsed.success) {
      log.warn('the stored session is damaged; it is deleted and the user signs in again');
      await forget();
      return;
    }
    state = onSignedIn(state, parsed.data);
    log.info(`session restored for ${parsed.data.user.account}`);
  };

  const tick = async () => {
    const current = settings.get();
    const maxHours =
      state.status === 'signed-in' && isBoardOnlyReader(state.session.user.roleName) ? 0 : current.sessionMaxHours;
    const decision = onTick(state, clock.now(), current.tokenTime, maxHours);
    state = decision.state;
    if (decision.action === 'end') {
      // Past the absolute lifetime: sign out here too (the server refuses the next refresh anyway), and say why.
      log.info(`the session reached its ${current.sessionMaxHours} h limit; signing out`);
      await queue.run(async () => {
        if (state.status !== 'signed-in') return;
        // The server revokes the tokens too, so no copy of them outlives the session.
        const answer = await deps.adapter().logout(state.session.accessToken);
        if (!answer.ok) log.warn(`server logout failed (${answer.error.message}); signing out locally anyway`);
        await endSession('session-limit');
      });
      return;
    }
    if (decision.action === 'refresh') {
      const epoch = state.epoch;
      await queue.run(() => refresh(epoch));
    }
  };

  return {
    async start() {
      await queue.run(restore);
      timer ??= clock.setInterval(() => {
        tick().catch((error: unknown) => log.error('refresh check failed', error));
      }, REFRESH_CHECK_INTERVAL_MS);
      await tick();
    },
    dispose() {
      if (timer !== null) clock.clearInterval(timer);
      timer = null;
    },
    view,
    credentials() {
      if (state.status !== 'signed-in') return null;
      const { accessToken, user, deptId, roleId } = state.session;
      return { accessToken, tenantId: user.tenantId, deptId, roleId };
    },
    signIn: (input) =>
      queue.run(async () => {
        const current = settings.get();
        let captcha: { key: string; code: string } | undefined;
        if (current.captchaMode) {
          if (!input.captchaKey || !input.captchaCode) {
            const message = text('captchaRequired');
            return fail('validation', message, { fieldErrors: { captchaCode: message } });
          }
          captcha = { key: input.captchaKey, code: input.captchaCode };
        }
        const tenantId = input.tenantId || current.defaultTenantId;
        const answer = await deps.adapter().passwordGrant({
          tenantId,
          username: input.username,
          password: input.password,
          captcha,
        });
        // A seeded account still on its published password, on the embedded server: set a new one first.
        const published =
          current.serverUrl === null &&
          deps.requireNewDefaultPassword !== false &&
          isDefaultCredential(tenantId, input.username.trim(), input.password);
        // An account whose password an administrator reset: the same, until it sets its own.
        const reset = answer.ok && answer.data.passwordReset === true;
        return establish(answer, published || reset);
      }),
    signInSocial: (input) =>
      queue.run(async () => {
        const answer = await deps.adapter().socialGrant({
          tenantId: input.tenantId || settings.get().defaultTenantId,
          source: input.source,
          code: input.code,
          state: input.state,
        });
        return establish(answer);
      }),
    signOut: () =>
      queue.run(async () => {
        if (state.status === 'signed-in') {
          const answer = await deps.adapter().logout(state.session.accessToken);
          if (!answer.ok) log.warn(`server logout failed (${answer.error.message}); signing out locally anyway`);
        }
        await endSession();
        return ok(view());
      }),
    forceSignOut: (reason) =>
      queue.run(async () => {
        await endSession(reason);
        return view();
      }),
    expireIfCurrent: (accessToken, reason) =>
      queue.run(async () => {
        if (state.status === 'signed-in' && state.session.accessToken === accessToken) await endSession(reason);
      }),
    recoverFromUnauthorized: (accessToken) =>
      queue.run(async () => {
        if (state.status !== 'signed-in') return 'expired';
        // Another call's 401 (or the timer) refreshed while this one waited: its token is new.
        if (state.session.accessToken !== accessToken) return 'retry';
        const epoch = state.epoch;
        state = { ...state, refreshing: true };
        const current = state.session;
        log.info('a call was refused with 401: refreshing the token before giving up the session');
        const refreshed = await refresh(epoch, { deptId: current.deptId, roleId: current.roleId }, true);
        if (refreshed.ok) return 'retry';
        if (refreshed.error.code === 'network') return 'failed';
        return 'expired';
      }),
    switchIdentity(deptId, roleId) {
      if (!settings.get().switchMode) return Promise.resolve(fail('validation', text('switchModeOff')));
      const epoch = state.epoch;
      return queue.run(() => refresh(epoch, { deptId, roleId }));
    },
    lock: () => (state.status === 'signed-in' ? (state.session.lock ?? noLock) : null),
    passwordChanged: () =>
      queue.run(async () => {
        if (state.status !== 'signed-in' || !state.session.mustChangePassword) return;
        const { mustChangePassword: _done, ...rest } = state.session;
        state = onSessionAmended(state, state.epoch, rest);
        await persist(rest);
        emit('session.changed', view());
      }),
    async updateLock(update) {
      if (state.status !== 'signed-in') return null;
      const epoch = state.epoch;
      const lock = update(state.session.lock ?? noLock);
      state = onSessionAmended(state, epoch, { ...state.session, lock });
      // Queued behind any refresh, which writes first; this write then carries the latest lock.
      await queue.run(async () => {
        if (state.status === 'signed-in' && state.epoch === epoch) await persist(state.session);
      });
      return lock;
    },
    tick,
  };
};
