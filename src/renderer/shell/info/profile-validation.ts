import type { TranslationKey } from '../../../shared/i18n';
import { checkPhone } from '../../../shared/validation/phone';

export interface ProfileValues {
  name: string;
  realName: string;
  avatar: string;
  phone: string;
  email: string;
}

export type ProfileErrors = Partial<Record<keyof ProfileValues, TranslationKey>>;

// A practical address check (local@domain.tld), the same the server applies.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Field → catalogue key of its message. Phone and email may be left empty; when given they must be valid. */
export const validateProfile = (values: ProfileValues): ProfileErrors => {
  const errors: ProfileErrors = {};
  if (values.name.trim() === '') errors.name = 'info.nameRequired';
  const phone = values.phone.trim();
  if (phone !== '') {
    const problem = checkPhone(phone);
    if (problem === 'length') errors.phone = 'info.phoneLength';
    else if (problem === 'format') errors.phone = 'info.phoneFormat';
  }
  const email = values.email.trim();
  if (email !== '' && !EMAIL.test(email)) errors.email = 'info.emailFormat';
  return errors;
};

export interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  newPassword1: string;
}

export type PasswordErrors = Partial<Record<keyof PasswordValues, TranslationKey>>;

/** Each field is required; the confirmation must equal the new password (两次密码输入不一致). */
export const validatePasswordChange = (values: PasswordValues): PasswordErrors => {
  const errors: PasswordErrors = {};
  if (values.oldPassword === '') errors.oldPassword = 'info.oldPasswordRequired';
  if (values.newPassword === '') errors.newPassword = 'info.newPasswordRequired';
  if (values.newPassword1 === '') errors.newPassword1 = 'info.confirmPasswordRequired';
  else if (values.newPassword !== '' && values.newPassword1 !== values.newPassword) {
    errors.newPassword1 = 'info.passwordMismatch';
  }
  return errors;
};

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;
