import type { TranslationKey } from '../../../shared/i18n';

export type LoginField = 'tenantId' | 'username' | 'password' | 'captchaCode';

export interface LoginValues {
  tenantId: string;
  username: string;
  password: string;
  captchaCode: string;
}

/** Which optional fields the page shows; a hidden field is never checked. */
export interface LoginFieldVisibility {
  tenant: boolean;
  captcha: boolean;
}

export interface LoginIssue {
  field: LoginField;
  message: TranslationKey;
}

export const emptyLoginValues: LoginValues = { tenantId: '', username: '', password: '', captchaCode: '' };

const blank = (value: string) => value.trim() === '';

/** The required checks, in the order the fields appear on screen (the first is focused). */
export const validateLogin = (values: LoginValues, visible: LoginFieldVisibility): LoginIssue[] => {
  const issues: LoginIssue[] = [];
  if (visible.tenant && blank(values.tenantId)) issues.push({ field: 'tenantId', message: 'login.tenantIdRequired' });
  if (blank(values.username)) issues.push({ field: 'username', message: 'login.usernameRequired' });
  // A password of spaces is a password; only an empty one is missing.
  if (values.password === '') issues.push({ field: 'password', message: 'login.passwordRequired' });
  if (visible.captcha && blank(values.captchaCode))
    issues.push({ field: 'captchaCode', message: 'login.captchaRequired' });
  return issues;
};
