import { isEmpty } from './empty';

/** A mainland mobile number: 1 followed by 10 digits. */
export const MOBILE_PATTERN = /^1\d{10}$/;

export const isMobilePhone = (value: string): boolean => MOBILE_PATTERN.test(value);

export type PhoneProblem = 'empty' | 'length' | 'format';

export const PHONE_MESSAGES: Record<PhoneProblem, string> = {
  empty: '手机号码不能为空',
  length: '手机号码长度不为11位',
  format: '手机号码格式不正确',
};

/**
 * The second, stricter phone check: non-empty, exactly 11 characters, and a mobile number.
 *
 * Returns the first problem found, or null when the number is acceptable.
 */
export const checkPhone = (value: unknown): PhoneProblem | null => {
  if (isEmpty(value)) return 'empty';
  const text = String(value).trim();
  if (text.length !== 11) return 'length';
  return isMobilePhone(text) ? null : 'format';
};
