import { fail, ok, unlocked, type LockState, type Result } from '../../../shared/contract';
import type { Emit } from '../events';
import type { Logger } from '../log';
import type { SessionService } from '../session/session-service';
import type { StoredLock } from '../session/stored-session';
import type { SettingsStore } from '../settings/settings-store';
import { hostText, type HostText } from '../texts';
import { hashLockPassword, verifyLockPassword } from './lock-hash';

/** Wrong unlock passwords in a row before the host signs out (the operator signs in again). */
export const MAX_UNLOCK_ATTEMPTS = 5;

export interface LockService {
  view(): LockState;
  isLocked(): boolean;
  /** Sets (or replaces) the lock password when one is given, then locks with reason `manual`. */
  lock(password: string | undefined): Promise<Result<LockState>>;
  /**
   * The idle lock: locks even without a lock password (then only signing out leaves the lock page). `away` when the
   * OS locked the screen or suspended.
   */
  lockIdle(reason?: 'idle' | 'away'): Promise<void>;
  unlock(password: string): Promise<Result<LockState>>;
  /** Emits `lock.changed` when the view differs from the last one sent (call after every session change). */
  sync(): void;
}

export const toLockState = (lock: StoredLock | null): LockState =>
  lock === null
    ? unlocked
    : { locked: lock.locked, hasPassword: lock.passwordHash !== null, reason: lock.locked ? lock.reason : null };

/**
 * The screen lock of spec 000 §4, owned by the host so that it spans windows and survives a
 * renderer reload. The state lives in the session secret (see stored-session.ts); this service
 * only decides. The password never leaves: windows see `LockState`, the vault an scrypt hash.
 */
export const createLockService = (deps: {
  session: SessionService;
  settings: SettingsStore;
  emit: Emit;
  log: Logger;
}): LockService => {
  const { session, log } = deps;
  const text = (key: HostText) => hostText(key, deps.settings.get().language);
  const view = () => toLockState(session.lock());
  let lastSent = JSON.stringify(view());

  const sync = () => {
    const current = view();
    const serialized = JSON.stringify(current);
    if (serialized === lastSent) return;
    lastSent = serialized;
    deps.emit('lock.changed', current);
  };

  const notSignedIn = () => fail('unauthorized', text('notSignedIn'));

  return {
    view,
    isLocked: () => session.lock()?.locked === true,
    async lock(password) {
      const current = session.lock();
      if (current === null) return notSignedIn();
      if (current.locked) {
        // Replacing the password from a locked screen would be a way round the lock.
        return password === undefined ? ok(view()) : fail('validation', text('alreadyLocked'));
      }
      if (password === undefined && current.passwordHash === null) {
        const message = text('lockPasswordRequired');
        return fail('validation', message, { fieldErrors: { password: message } });
      }
      const passwordHash = password === undefined ? null : await hashLockPassword(password);
      const next = await session.updateLock((lock) => ({
        locked: true,
        reason: 'manual',
        passwordHash: passwordHash ?? lock.passwordHash,
        failedAttempts: 0,
      }));
      if (next === null) return notSignedIn();
      log.info('screen locked (manual)');
      sync();
      return ok(view());
    },
    async lockIdle(reason = 'idle') {
      const current = session.lock();
      if (current === null || current.locked) return;
      await session.updateLock((lock) => ({ ...lock, locked: true, reason, failedAttempts: 0 }));
      log.info(`screen locked (${reason})`);
      sync();
    },
    async unlock(password) {
      const current = session.lock();
      if (current === null) return notSignedIn();
      if (!current.locked) return ok(view());
      const right = current.passwordHash !== null && (await verifyLockPassword(password, current.passwordHash));
      if (right) {
        await session.updateLock((lock) => ({ ...lock, locked: false, reason: null, failedAttempts: 0 }));
        log.info('screen unlocked');
        sync();
        return ok(view());
      }
      const next = await session.updateLock((lock) => ({ ...lock, failedAttempts: lock.failedAttempts + 1 }));
      if (next === null) return notSignedIn();
      if (next.failedAttempts >= MAX_UNLOCK_ATTEMPTS) {
        log.warn(`${MAX_UNLOCK_ATTEMPTS} wrong unlock passwords in a row: signing out locally`);
        await session.forceSignOut();
        sync();
        return fail('unauthorized', text('unlockTooManyAttempts'));
      }
      const message = text('wrongUnlockPassword');
      return fail('validation', message, { fieldErrors: { password: message } });
    },
    sync,
  };
};
