import { describe, expect, it } from 'vitest';
import { allResources, getResource } from '../../../../src/shared/resources/registry';
import { resourceText } from '../../../../src/shared/resources/texts';
import { parseValue } from '../../../../src/shared/resources/value-parsers';

/**
 * A day is a date and a moment a date-time (issue 19 item 3): read by each field's zh label, a 日期 or 生日 is
 * edited as a date (one date input, no time) and a 时间 as a date-time, whatever the wire carries.
 */
const dateFields = allResources().flatMap((def) =>
  def.fields.flatMap((field) =>
    field.kind === 'date' || field.kind === 'datetime'
      ? [{ where: `${def.name}.${field.name}`, field, label: resourceText(field.label) }]
      : [],
  ),
);

describe('date and date-time fields of every definition', () => {
  it('finds the registry’s date fields', () => {
    expect(dateFields.length).toBeGreaterThan(100);
  });

  it('edits a day (日期, 生日, a field named birthday) as a date', () => {
    const days = dateFields.filter(
      ({ field, label }) => /birth/i.test(field.name) || (/日期|生日/.test(label) && !/时间/.test(label)),
    );
    expect(days.map(({ where }) => where)).toContain('user.birthday');
    expect(days.filter(({ field }) => field.kind !== 'date').map(({ where, label }) => `${where} ${label}`)).toEqual(
      [],
    );
  });

  it('edits a moment (时间) as a date-time', () => {
    const moments = dateFields.filter(({ label }) => /时间/.test(label));
    expect(moments.length).toBeGreaterThan(50);
    expect(
      moments.filter(({ field }) => field.kind !== 'datetime').map(({ where, label }) => `${where} ${label}`),
    ).toEqual([]);
  });

  it('sends the user’s birthday as the contract’s datetime string at midnight, shown as a day', () => {
    const birthday = getResource('user').fields.find((field) => field.name === 'birthday');
    if (birthday?.kind !== 'date') throw new Error('user.birthday is not a date field');
    expect(birthday.wireTime).toBe(true);
    expect(parseValue(birthday, '1990-05-01')).toEqual({ ok: true, value: '1990-05-01 00:00:00' });
    expect(parseValue(birthday, '1990-05-01 13:20:00')).toEqual({ ok: true, value: '1990-05-01 00:00:00' });
    expect(parseValue(birthday, '1990-02-30').ok).toBe(false);
    expect(parseValue(birthday, '1990-05-01 25:00:00').ok).toBe(false);
  });
});
