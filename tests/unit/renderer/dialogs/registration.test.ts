import { describe, expect, it } from 'vitest';
import { firstRegistrationIssue, needsRegistration } from '../../../../src/renderer/shell/dialogs/registration';

const empty = { tenantId: '', name: '', account: '', password: '', password2: '' };

describe('registration checks', () => {
  it('reports one problem at a time, in the order of spec 000 §5', () => {
    const shown = { tenantShown: true };
    let values = { ...empty };
    expect(firstRegistrationIssue(values, shown)?.message).toBe('registration.tenantRequired');
    values = { ...values, tenantId: '000000' };
    expect(firstRegistrationIssue(values, shown)).toEqual({
      field: 'account',
      message: 'registration.accountRequired',
    });
    values = { ...values, account: 'guest' };
    expect(firstRegistrationIssue(values, shown)).toEqual({
      field: 'password',
      message: 'registration.passwordRequired',
    });
    values = { ...values, password: 'a1' };
    expect(firstRegistrationIssue(values, shown)).toEqual({
      field: 'password2',
      message: 'registration.passwordRequired',
    });
    values = { ...values, password2: 'a2' };
    expect(firstRegistrationIssue(values, shown)).toEqual({
      field: 'password2',
      message: 'registration.passwordMismatch',
    });
    values = { ...values, password2: 'a1' };
    expect(firstRegistrationIssue(values, shown)).toBeNull();
  });

  it('skips the tenant check when the tenant was detected (the field is hidden)', () => {
    expect(firstRegistrationIssue(empty, { tenantShown: false })?.message).toBe('registration.accountRequired');
  });

  it('treats blank text as empty but keeps passwords exactly as typed', () => {
    const values = { tenantId: ' ', name: '', account: ' ', password: ' ', password2: '  ' };
    expect(firstRegistrationIssue(values, { tenantShown: true })?.field).toBe('tenantId');
    const spaced = { ...values, tenantId: '000000', account: 'a' };
    expect(firstRegistrationIssue(spaced, { tenantShown: true })?.message).toBe('registration.passwordMismatch');
  });

  it('opens only for a missing, non-numeric or negative user id', () => {
    expect(needsRegistration(undefined)).toBe(true);
    expect(needsRegistration('')).toBe(true);
    expect(needsRegistration('-1')).toBe(true);
    expect(needsRegistration('abc')).toBe(true);
    expect(needsRegistration('0')).toBe(false);
    expect(needsRegistration('1123598821738675201')).toBe(false);
  });
});
