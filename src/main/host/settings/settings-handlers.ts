import { ZodError } from 'zod';
import { isAdministrator } from '../../../shared/board-roles';
import { fail, ok, type Result } from '../../../shared/contract';
import { toPublicSettings, type Settings, type SettingsPatch } from '../../../shared/settings';
import type { Handlers } from '../dispatch';
import type { Logger } from '../log';
import { PolicyLockedError, policyRefusal } from '../policy/policy-settings';
import type { PolicyService } from '../policy/policy-service';
import type { Reauth } from '../session/reauth';
import type { SessionService } from '../session/session-service';
import type { HostText } from '../texts';
import type { SettingsStore } from './settings-store';

/** Tokens belong to one server and client: changing any of these ends the session before anything is sent. */
export const changesServerIdentity = (before: Settings, patch: SettingsPatch): boolean =>
  (patch.serverUrl !== undefined && patch.serverUrl !== before.serverUrl) ||
  (patch.authFlavour !== undefined && patch.authFlavour !== before.authFlavour) ||
  (patch.clientId !== undefined && patch.clientId !== before.clientId);

type SettingsHandlers = Pick<Handlers, 'settings.get' | 'settings.set' | 'settings.setProtected' | 'policy.get'>;

export interface SettingsHandlerDeps {
  /** The settings with policy applied (policy-settings.ts). */
  settings: SettingsStore;
  policy: Pick<PolicyService, 'current' | 'view'>;
  session: Pick<SessionService, 'view' | 'forceSignOut'>;
  isLocked: () => boolean;
  reauth: Reauth;
  /** The board's own rule: only an administrator changes the board settings (board-control.ts). */
  checkBoardPatch: (patch: SettingsPatch) => Result<never> | null;
  text: (key: HostText) => string;
  log: Logger;
}

/**
 * The settings channels. `settings.set` takes the operator's preferences only (the contract's schema refuses any
 * other key); `settings.setProtected` takes the connection and security settings from a signed-in, unlocked
 * administrator who entered their password again. Neither may change what IT policy forces.
 */
export const createSettingsHandlers = (deps: SettingsHandlerDeps): SettingsHandlers => {
  const lockedByPolicy = (setting: string): Result<never> => {
    const message = deps.text('lockedByPolicy');
    return fail('forbidden', message, { fieldErrors: { [setting]: message } });
  };

  const store = (patch: SettingsPatch): Result<Settings> => {
    try {
      return ok(deps.settings.set(patch));
    } catch (error) {
      if (error instanceof PolicyLockedError) return lockedByPolicy(error.setting);
      if (error instanceof ZodError) return fail('validation', error.issues[0]?.message ?? 'invalid settings');
      deps.log.error('could not store the settings', error);
      return fail('internal', deps.text('submitFailed'));
    }
  };

  const refusedByPolicy = (patch: SettingsPatch) => policyRefusal(deps.policy.current(), deps.settings.get(), patch);

  return {
    'settings.get': async () => ok(toPublicSettings(deps.settings.get())),

    'settings.set': async (patch) => {
      const board = deps.checkBoardPatch(patch);
      if (board) return board;
      const forced = refusedByPolicy(patch);
      if (forced) return lockedByPolicy(forced);
      const stored = store(patch);
      return stored.ok ? ok(toPublicSettings(stored.data)) : stored;
    },

    'settings.setProtected': async ({ password, patch }) => {
      const user = deps.session.view().user;
      if (!user) return fail('unauthorized', deps.text('notSignedIn'));
      if (deps.isLocked()) return fail('silent', 'locked');
      if (!isAdministrator(user.roleName)) return fail('forbidden', deps.text('settingsAdminOnly'));
      const forced = refusedByPolicy(patch);
      if (forced) return lockedByPolicy(forced);

      const verdict = await deps.reauth.verify(user, password);
      if (verdict === 'too-many') {
        deps.log.warn('protected settings: too many wrong passwords, signing out');
        await deps.session.forceSignOut();
        return fail('unauthorized', deps.text('reauthTooManyAttempts'));
      }
      if (verdict !== 'ok') {
        const message = deps.text(verdict === 'wrong' ? 'wrongAdminPassword' : 'reauthUnavailable');
        return fail('validation', message, { fieldErrors: { password: message } });
      }

      if (changesServerIdentity(deps.settings.get(), patch)) {
        // Signed out first, tokens and all: nothing queued may reach the new address with this server's tokens.
        deps.log.info('server settings changed: signing out locally before they apply');
        await deps.session.forceSignOut();
      }
      const stored = store(patch);
      if (!stored.ok) return stored;
      deps.log.info(`protected settings changed by ${user.account}: ${Object.keys(patch).join(', ')}`);
      return ok(toPublicSettings(stored.data));
    },

    'policy.get': async () => ok(deps.policy.view()),
  };
};
