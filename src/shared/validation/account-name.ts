/**
 * Account names a person can tell apart (issue 18 item 7): `admin\u0000`, `admin ` (trailing space), Cyrillic
 * `аdmin`, `ad\u200bmin` and `a<script>` were all accepted as new accounts beside `admin`.
 *
 * An account is stored NFKC-normalised and trimmed (so full-width `ａｄｍｉｎ` is `admin`), and then holds only
 * letters, digits and `_ - . @`, with no control, zero-width or bidirectional formatting character, and letters of
 * one script. Han, Latin, kana, Bopomofo and Hangul may mix, as Unicode's "highly restrictive" profile allows for
 * Chinese, Japanese and Korean names (UTS #39 §5.2), so `张san` is fine and `аdmin` is not.
 */
export type AccountNameProblem = 'control' | 'invisible' | 'characters' | 'scripts';

export const normalizeAccountName = (raw: string): string => raw.normalize('NFKC').trim();

const CONTROL = /\p{Cc}/u;
/** Format characters (zero-width joiners, bidi marks and overrides, BOM ...) and unassigned or private ones. */
const INVISIBLE = /[\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}]/u;
const ALLOWED = /^[\p{L}\p{M}\p{Nd}_\-.@]+$/u;

const SCRIPTS = [
  'Latin',
  'Han',
  'Hiragana',
  'Katakana',
  'Bopomofo',
  'Hangul',
  'Cyrillic',
  'Greek',
  'Armenian',
  'Georgian',
  'Arabic',
  'Hebrew',
  'Thai',
  'Lao',
  'Tibetan',
  'Mongolian',
  'Yi',
  'Devanagari',
  'Ethiopic',
  'Cherokee',
] as const;
type Script = (typeof SCRIPTS)[number] | 'Other';
const SCRIPT_TESTS = SCRIPTS.map((script) => [script, new RegExp(`^\\p{Script=${script}}$`, 'u')] as const);
/** Scripts written together in one East Asian name: any mix of these counts as one. */
const EAST_ASIAN = new Set<Script>(['Latin', 'Han', 'Hiragana', 'Katakana', 'Bopomofo', 'Hangul']);

const scriptOf = (letter: string): Script => SCRIPT_TESTS.find(([, test]) => test.test(letter))?.[0] ?? 'Other';

const isOneScript = (name: string): boolean => {
  const scripts = new Set<Script>();
  for (const char of name) {
    if (/\p{L}/u.test(char)) scripts.add(scriptOf(char));
  }
  if (scripts.size <= 1) return true;
  return [...scripts].every((script) => EAST_ASIAN.has(script));
};

/** What is wrong with an account name (normalise it first), or null. */
export const accountNameProblem = (name: string): AccountNameProblem | null => {
  if (CONTROL.test(name)) return 'control';
  if (INVISIBLE.test(name)) return 'invisible';
  if (!ALLOWED.test(name)) return 'characters';
  return isOneScript(name) ? null : 'scripts';
};

export const ACCOUNT_NAME_MESSAGES: Record<AccountNameProblem, string> = {
  control: '账号不能包含控制字符',
  invisible: '账号不能包含不可见的格式字符',
  characters: '账号只能包含文字、数字和 _ - . @',
  scripts: '账号不能混用不同文字(如拉丁字母和西里尔字母)',
};
