import type { ActionInput } from '../actions';
import type { Kit } from '../kit';

/**
 * The review of a record the desk passes or rejects (cars, car prices, member verifications): the state
 * (0 pending, 1 passed, 2 rejected), the reason a rejection needs, who reviewed and when, and the transition that
 * moves it. Each resource keeps its own labels and messages; this only keeps the rules the same.
 */
type ReviewTexts = {
  readonly title: string;
  readonly fields: {
    readonly auditStatus: string;
    readonly auditMsg: string;
    readonly auditTime: string;
    readonly auditUser: string;
  };
  readonly rules: { readonly auditMsg: string };
  readonly auditStatus: { readonly pending: string; readonly passed: string; readonly rejected: string };
};

export const PENDING_REVIEW = 0;

/** The four review fields, read-only in the form (only the review writes them), in `form` when given. */
export const reviewFields = (r: Kit<ReviewTexts>, form?: { readonly group: `groups.${string}` }) => {
  // The group is a text of the caller's own kit, which ReviewTexts does not name.
  const placed = form ? { form: form as never } : {};
  return [
    r.choice(
      'auditStatus',
      [
        { value: 0, label: 'auditStatus.pending' },
        { value: 1, label: 'auditStatus.passed' },
        { value: 2, label: 'auditStatus.rejected' },
      ],
      { search: 'equal', readOnly: true, defaultValue: PENDING_REVIEW, table: { width: 100 }, ...placed },
    ),
    r.textarea('auditMsg', {
      readOnly: true,
      max: 255,
      required: { when: { field: 'auditStatus', in: [2] } },
      table: { hidden: true },
      ...placed,
    }),
    r.datetime('auditTime', { readOnly: true, table: { hidden: true }, ...placed }),
    r.text('auditUser', { readOnly: true, table: { hidden: true }, ...placed }),
  ] as const;
};

/** Pending → passed or rejected (with its reason), stamped with who and when, kept in the record's history. */
export const reviewTransition = (r: Kit<ReviewTexts>, name: string, permission: string, inputKind?: ActionInput) =>
  r.transition(name, {
    permission,
    field: 'auditStatus',
    from: [PENDING_REVIEW],
    to: [1, 2],
    input: ['auditStatus', 'auditMsg'],
    stamp: { auditTime: 'now', auditUser: 'userName' },
    confirm: false,
    ...(inputKind ? { inputKind } : {}),
  });
