/**
 * A user's per-platform extension (BladeX X 平台配置; server: modules/user/user-platform.ts): what one
 * platform keeps about a user, as the text of a JSON object. The rules live here so the dialog refuses exactly what
 * the server refuses, with the same message.
 */

/** dict `user_type`: 1 web, 2 app, 3 other (BladeX X UserEnum). */
export const USER_PLATFORM_TYPES = [1, 2, 3] as const;

/** Longest extension accepted: a settings object, not a document store. */
export const USER_EXT_MAX = 2000;

/** Why an extension cannot be stored, or null: '' (nothing kept) and the text of a JSON object are fine. */
export const userExtProblem = (text: string): 'tooLong' | 'notObject' | null => {
  if (text.length > USER_EXT_MAX) return 'tooLong';
  const trimmed = text.trim();
  if (trimmed === '') return null;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? null : 'notObject';
  } catch {
    return 'notObject';
  }
};
