import { ok, type ParsedInput, type Result } from '../../../shared/contract';
import type { ApiClient } from '../api/api-client';
import type { AuthAdapter } from '../auth/auth-adapter';
import type { SettingsStore } from '../settings/settings-store';
import { hostText } from '../texts';

/**
 * The account calls that carry passwords (bladex-contract §6): the renderer hands plain text to
 * main, which encodes it as the server's dialect expects (md5 hex for X, plain for S), exactly as
 * it does for sign-in. Both go as query parameters, as Saber sends them.
 */
export const createAccountCalls = (deps: {
  api: ApiClient;
  adapter: () => AuthAdapter;
  settings: SettingsStore;
  /** The signed-in user's tenant, the default tenant when the form has none. */
  sessionTenantId: () => string | null;
}) => {
  const toNull = (answer: Result<unknown>): Result<null> => (answer.ok ? ok(null) : answer);

  return {
    /** A pending registration for an unbound third-party identity (spec 002 §8: server msg, or 提交失败). */
    async registerGuest(input: ParsedInput<'auth.registerGuest'>): Promise<Result<null>> {
      const settings = deps.settings.get();
      const answer = await deps.api.call(
        {
          method: 'POST',
          path: '/blade-system/user/register-guest',
          params: {
            tenantId: input.tenantId || deps.sessionTenantId() || settings.defaultTenantId,
            name: input.name,
            account: input.account,
            password: deps.adapter().encodeAccountPassword(input.password),
            oauthId: input.oauthId,
          },
        },
        { fallbackMessage: hostText('submitFailed', settings.language) },
      );
      return toNull(answer);
    },
    /** The server checks the old password and the confirmation; its msg is the answer on failure. */
    async changePassword(input: ParsedInput<'auth.changePassword'>): Promise<Result<null>> {
      const encode = deps.adapter().encodeAccountPassword;
      const answer = await deps.api.call({
        method: 'POST',
        path: '/blade-system/user/update-password',
        params: {
          oldPassword: encode(input.oldPassword),
          newPassword: encode(input.newPassword),
          newPassword1: encode(input.newPassword1),
        },
      });
      return toNull(answer);
    },
  };
};
