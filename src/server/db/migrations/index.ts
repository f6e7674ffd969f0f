import { migration001 } from './001-system';
import { migration002 } from './002-dict-region';
import { migration003 } from './003-auth-oss';
import { migration004 } from './004-shell';
import { migration005 } from './005-resource-tables';
import { migration006 } from './006-role-scope';
import { migration010 } from './010-board-tables';
import { migration011 } from './011-board-rollups';
import { migration012 } from './012-resource-codes';
import { migration013 } from './013-virtual-users';
import { migration014 } from './014-board-member-rollups';
import { migration015 } from './015-user-platform';
import { migration016 } from './016-jiguang-template';
import { migration020 } from './020-trade-resources';
import { migration021 } from './021-login-failure-address';
import { migration022 } from './022-saber-grant-types';
import { migration023 } from './023-session-lifetime';
import type { Migration } from './types';

export type { Migration } from './types';

/** In version order; a released migration is never edited, only followed by a new one. */
export const migrations: readonly Migration[] = [
  migration001,
  migration002,
  migration003,
  migration004,
  migration005,
  migration006,
  migration010,
  migration011,
  migration012,
  migration013,
  migration014,
  migration015,
  migration016,
  migration020,
  migration021,
  migration022,
  migration023,
];
