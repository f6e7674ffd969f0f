/**
 * Who may do what with the big-data board (spec 000 §6), read by the server (which figures it answers), the host
 * (which settings it stores) and the renderer (which actions it offers). Role aliases as the token carries them
 * (`role_name`, comma-joined when a user has several).
 */

/** The account that gets the big-data board instead of the workspace (spec 000 §1, §6). */
export const BOARD_ACCOUNT = 'bigdata';

/** Administrators: they read the board and change its settings. */
export const BOARD_ADMIN_ROLES = ['administrator', 'admin'] as const;

/** Everyone who may read the board's figures: the board account's role and administrators. */
export const BOARD_READER_ROLES = ['bigdata', ...BOARD_ADMIN_ROLES] as const;

const aliasesOf = (roleName: string | null | undefined): string[] =>
  (roleName ?? '')
    .split(',')
    .map((alias) => alias.trim())
    .filter((alias) => alias !== '');

const hasAnyRole = (roleName: string | null | undefined, roles: readonly string[]): boolean =>
  aliasesOf(roleName).some((alias) => roles.includes(alias));

/**
 * A board-only account (every role it holds is the board account's): it reads figures and can change nothing, and
 * a control room shows it unattended for weeks, so the interactive sign-in's absolute lifetime does not end it.
 */
export const isBoardOnlyReader = (roleName: string | null | undefined): boolean => {
  const aliases = aliasesOf(roleName);
  return aliases.length > 0 && aliases.every((alias) => alias === BOARD_ACCOUNT);
};

/** Administrators: they change the board settings and the connection and security settings. */
export const isAdministrator = (roleName: string | null | undefined): boolean =>
  hasAnyRole(roleName, BOARD_ADMIN_ROLES);

/** Administrators may change the board settings (spec: "visible and changeable by an administrator"). */
export const isBoardAdministrator = isAdministrator;

/** Readers of the board: the workspace offers them "open board". */
export const isBoardReader = (roleName: string | null | undefined): boolean => hasAnyRole(roleName, BOARD_READER_ROLES);
