import type { Kit } from '../kit';

type SexTexts = {
  readonly title: string;
  readonly fields: { readonly sex: string };
  readonly sex: { readonly unknown: string; readonly male: string; readonly female: string };
};

/**
 * A person's sex as the member, canteen and import records hold it (0 unknown, 1 male, 2 female: a member who never
 * said is not forced into one), searched by equality.
 */
export const sexChoice = (r: Kit<SexTexts>) =>
  r.choice(
    'sex',
    [
      { value: 0, label: 'sex.unknown' },
      { value: 1, label: 'sex.male' },
      { value: 2, label: 'sex.female' },
    ],
    { defaultValue: 0, search: 'equal', table: { width: 70 } },
  );
