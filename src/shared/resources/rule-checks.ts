import { accountNameProblem } from '../validation/account-name';
import { checkCitizenId } from '../validation/citizen-id';
import { checkPhone, isMobilePhone } from '../validation/phone';
import { isHttpUrl } from '../validation/url';
import type { FormatRule, Rule } from './rules';
import type { ResourceTextKey } from './text';
import { isEmailText, type StoredValue } from './value-parsers';
import { V, type ValueProblem } from './value-problems';

const formatProblem = (rule: FormatRule, text: string): ValueProblem | undefined => {
  const own = (fallback: ResourceTextKey): ValueProblem => ({ message: rule.message ?? fallback });
  switch (rule.format) {
    case 'mobile':
      return isMobilePhone(text) ? undefined : own(V.mobile);
    case 'phone': {
      const found = checkPhone(text);
      return found === null ? undefined : own(`res.common.validation.phone.${found}`);
    }
    case 'url':
      return isHttpUrl(text) ? undefined : own(V.url);
    case 'citizenId': {
      const found = checkCitizenId(text);
      return found === null ? undefined : own(`res.common.validation.citizenId.${found}`);
    }
    case 'email':
      return isEmailText(text) ? undefined : own(V.email);
    case 'account': {
      const found = accountNameProblem(text);
      return found === null ? undefined : own(`res.common.validation.account.${found}`);
    }
  }
};

const lengthProblem = (
  text: string,
  min?: number,
  max?: number,
  message?: ResourceTextKey,
): ValueProblem | undefined => {
  const length = [...text].length;
  if (min !== undefined && length < min) return message ? { message } : { message: V.minLength, params: { min } };
  if (max !== undefined && length > max) return message ? { message } : { message: V.maxLength, params: { max } };
  return undefined;
};

const rangeProblem = (
  value: number,
  min?: number,
  max?: number,
  message?: ResourceTextKey,
): ValueProblem | undefined => {
  if (min !== undefined && value < min) return message ? { message } : { message: V.min, params: { min } };
  if (max !== undefined && value > max) return message ? { message } : { message: V.max, params: { max } };
  return undefined;
};

/**
 * The non-required rules of a field, checked on its parsed, non-empty value. `values` is the whole input,
 * for `sameAs`. Returns the first problem, as a form shows one message per field.
 */
export const checkRules = (
  rules: readonly Rule[],
  value: StoredValue,
  values: Readonly<Record<string, unknown>>,
): ValueProblem | undefined => {
  const text = String(value);
  for (const rule of rules) {
    let found: ValueProblem | undefined;
    switch (rule.kind) {
      case 'required':
        break;
      case 'length':
        found = lengthProblem(text, rule.min, rule.max, rule.message);
        break;
      case 'range':
        found = typeof value === 'number' ? rangeProblem(value, rule.min, rule.max, rule.message) : undefined;
        break;
      case 'pattern':
        found = new RegExp(rule.pattern, rule.flags).test(text) ? undefined : { message: rule.message };
        break;
      case 'format':
        found = formatProblem(rule, text);
        break;
      case 'sameAs':
        found = String(values[rule.field] ?? '') === text ? undefined : { message: rule.message };
        break;
    }
    if (found) return found;
  }
  return undefined;
};
