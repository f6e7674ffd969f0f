import { resourceText, type Field, type Rule } from '../../../src/shared/resources/index';
import { accountNameProblem } from '../../../src/shared/validation/account-name';
import { checkCitizenId, checkPhone, isHttpUrl, isMobilePhone } from '../../../src/shared/validation/index';

/**
 * The message a bad value must get, worked out from the definition's rules and the catalogue's literal texts,
 * never by running the schema under test: if the schema picked the wrong rule or text, the server's answer
 * and this would differ. Generic texts are spelt out here (spec 000 §5 and common.zh.ts); a rule's own
 * message is its text in the definition's catalogue.
 */
export const GENERIC_TEXTS = {
  minLength: (min: number) => `长度不能少于${min}个字符`,
  maxLength: (max: number) => `长度不能超过${max}个字符`,
  min: (min: number) => `不能小于${min}`,
  max: (max: number) => `不能大于${max}`,
  url: '请输入以 http:// 或 https:// 开头的正确链接',
  email: '请输入正确的邮箱地址',
  mobile: '请输入正确的手机号码',
  phone: { empty: '手机号码不能为空', length: '手机号码长度不为11位', format: '手机号码格式不正确' },
  citizenId: {
    empty: '证件号码不能为空',
    length: '证件号码长度不为18位',
    format: '证件号码格式错误',
    region: '地址编码错误',
    checkDigit: '证件号码校验位错误',
  },
  account: {
    control: '账号不能包含控制字符',
    invisible: '账号不能包含不可见的格式字符',
    characters: '账号只能包含文字、数字和 _ - . @',
    scripts: '账号不能混用不同文字(如拉丁字母和西里尔字母)',
  },
} as const;

const own = (rule: { message?: string }, fallback: string): string =>
  rule.message ? resourceText(rule.message) : fallback;

const formatText = (rule: Extract<Rule, { kind: 'format' }>, text: string): string | undefined => {
  switch (rule.format) {
    case 'url':
      return isHttpUrl(text) ? undefined : own(rule, GENERIC_TEXTS.url);
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) ? undefined : own(rule, GENERIC_TEXTS.email);
    case 'mobile':
      return isMobilePhone(text) ? undefined : own(rule, GENERIC_TEXTS.mobile);
    case 'phone': {
      const problem = checkPhone(text);
      return problem === null ? undefined : own(rule, GENERIC_TEXTS.phone[problem]);
    }
    case 'citizenId': {
      const problem = checkCitizenId(text);
      return problem === null ? undefined : own(rule, GENERIC_TEXTS.citizenId[problem]);
    }
    case 'account': {
      const problem = accountNameProblem(text);
      return problem === null ? undefined : own(rule, GENERIC_TEXTS.account[problem]);
    }
  }
};

/**
 * The first rule a non-empty text or number breaks, in the order the definition lists them (a form shows
 * one message per field), as the text the server must answer; '' when none does.
 */
export const expectedRuleMessage = (
  field: Field,
  value: string | number,
  record: Readonly<Record<string, unknown>>,
): string => {
  const text = String(value);
  for (const rule of (field.rules ?? []) as readonly Rule[]) {
    switch (rule.kind) {
      case 'length': {
        const length = [...text].length;
        if (rule.min !== undefined && length < rule.min) return own(rule, GENERIC_TEXTS.minLength(rule.min));
        if (rule.max !== undefined && length > rule.max) return own(rule, GENERIC_TEXTS.maxLength(rule.max));
        break;
      }
      case 'range':
        if (typeof value !== 'number') break;
        if (rule.min !== undefined && value < rule.min) return own(rule, GENERIC_TEXTS.min(rule.min));
        if (rule.max !== undefined && value > rule.max) return own(rule, GENERIC_TEXTS.max(rule.max));
        break;
      case 'pattern':
        if (!new RegExp(rule.pattern, rule.flags).test(text)) return resourceText(rule.message);
        break;
      case 'format': {
        const found = formatText(rule, text);
        if (found) return found;
        break;
      }
      case 'sameAs':
        if (String(record[rule.field] ?? '') !== text) return resourceText(rule.message);
        break;
      case 'required':
        break;
    }
  }
  return '';
};
