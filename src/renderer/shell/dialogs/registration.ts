import type { TranslationKey } from '../../../shared/i18n';

/** Spec 000 §3's registration form. */
export interface RegistrationValues {
  tenantId: string;
  name: string;
  account: string;
  password: string;
  password2: string;
}

export type RegistrationField = keyof RegistrationValues;

export interface RegistrationIssue {
  field: RegistrationField;
  message: TranslationKey;
}

/**
 * Spec 000 §5's checks, IN ORDER, one at a time as Saber shows them: tenant number (only when the
 * field is shown), account, either password, then the two passwords must match. Null when all pass.
 */
export const firstRegistrationIssue = (
  values: RegistrationValues,
  options: { tenantShown: boolean },
): RegistrationIssue | null => {
  if (options.tenantShown && values.tenantId.trim() === '') {
    return { field: 'tenantId', message: 'registration.tenantRequired' };
  }
  if (values.account.trim() === '') return { field: 'account', message: 'registration.accountRequired' };
  if (values.password === '') return { field: 'password', message: 'registration.passwordRequired' };
  if (values.password2 === '') return { field: 'password2', message: 'registration.passwordRequired' };
  if (values.password !== values.password2) return { field: 'password2', message: 'registration.passwordMismatch' };
  return null;
};

/** Spec 000 §2.3: the dialog opens for a signed-in user whose id is missing, not a number, or negative. */
export { needsRegistration } from '../../../shared/unbound-user';
