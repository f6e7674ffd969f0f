import { resourceModule } from '../../crud/resource-module';
import { createAccountClaims } from './account-claims';

/**
 * Virtual users (src/shared/resources/system/virtual-user.ts): the generic routes at the definition's own verb
 * paths (`page/virtual/users`, `virtser/detail`, `submit/virtual`, `virtser/remove?ids=` under
 * `/blade-system/user`), guarded by the user screen's buttons. An account a real user holds is refused inside
 * the write's transaction, as the user submit refuses one a virtual user holds.
 *
 * Data scopes do not limit this list: BladeX applies a scope to the mapper method its `scope_class` names
 * (the user list's is `UserMapper.selectUserPage`), and scopes hung on the user menu are written against
 * `blade_user` columns (`dept_id`) a persona does not have. Personas belong to the platform, not to a
 * department; reading them still needs the user menu or `user_view`.
 */
export default resourceModule('virtualUser', ({ services }) => {
  const claims = createAccountClaims(services.ctx.db);
  return {
    ignoreDataScopes: true,
    hooks: {
      afterWrite({ identity, values }) {
        claims.refuseUser(identity.tenantId, values.account);
      },
    },
  };
});
