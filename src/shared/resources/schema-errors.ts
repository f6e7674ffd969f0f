import type { z } from 'zod';
import type { Language } from '../i18n/catalogue';
import type { TextParams } from './text';
import { findResourceText, resourceText } from './texts';

/**
 * An issue's parameters; one that is itself a resource text key (a field's `label`, so a message can name its
 * field) is given in the issue's language.
 */
const paramsOf = (issue: z.core.$ZodIssue, language: Language): TextParams => {
  if (issue.code !== 'custom' || issue.params === undefined) return {};
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(issue.params)) {
    if (typeof value === 'number') out[name] = value;
    else if (typeof value === 'string') out[name] = findResourceText(value, language) ?? value;
  }
  return out;
};

/** The text of one issue of `recordSchema` in a language (its `message` is a resource text key). */
export const issueText = (issue: z.core.$ZodIssue, language: Language = 'zh'): string =>
  resourceText(issue.message, paramsOf(issue, language), language);

/**
 * The first message per field, in the `fieldErrors` shape of the IPC `Result` (contract/result.ts), plus
 * the first message overall: what a BladeX-style server answers as `msg` with HTTP 400.
 */
export const describeIssues = (
  error: z.ZodError,
  language: Language = 'zh',
): { message: string; fieldErrors: Record<string, string> } => {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    fieldErrors[path] ??= issueText(issue, language);
  }
  const first = error.issues[0];
  return { message: first ? issueText(first, language) : '', fieldErrors };
};
