import type { Kit } from '../kit';

/** The review texts every audited merchant-side row shares (applications, distributors, travel configs, posts). */
export const AUDIT_TEXTS_ZH = {
  auditStatus: '审核状态',
  auditMsg: '审核意见',
  auditTime: '审核时间',
  auditUser: '审核人',
} as const;
export const AUDIT_TEXTS_EN = {
  auditStatus: 'Review',
  auditMsg: 'Review note',
  auditTime: 'Reviewed at',
  auditUser: 'Reviewed by',
} as const;
export const AUDIT_STATES_ZH = { pending: '待审核', passed: '审核通过', rejected: '审核驳回' } as const;
export const AUDIT_STATES_EN = { pending: 'Pending review', passed: 'Passed', rejected: 'Rejected' } as const;
/** The audit history dialog's texts (`<resource>.history.*`), for every audited resource. */
export const AUDIT_HISTORY_ZH = {
  action: '审核记录',
  title: '审核记录',
  time: '审核时间',
  user: '审核人',
  result: '结果',
  remark: '审核意见',
  empty: '暂无审核记录',
  loading: '加载中',
  close: '关闭',
  states: { pending: '待审核', passed: '审核通过', rejected: '审核驳回' },
} as const;
export const AUDIT_HISTORY_EN = {
  action: 'Review history',
  title: 'Review history',
  time: 'Reviewed at',
  user: 'Reviewed by',
  result: 'Outcome',
  remark: 'Note',
  empty: 'No reviews yet',
  loading: 'Loading',
  close: 'Close',
  states: { pending: 'Pending review', passed: 'Passed', rejected: 'Rejected' },
} as const;
export const AUDIT_RULES_ZH = { auditMsg: '请输入驳回原因' } as const;
export const AUDIT_RULES_EN = { auditMsg: 'Please give the reason for the rejection' } as const;

type AuditKit = Kit<{
  readonly title: string;
  readonly fields: typeof AUDIT_TEXTS_ZH;
  readonly auditStatus: typeof AUDIT_STATES_ZH;
  readonly rules: typeof AUDIT_RULES_ZH;
  readonly actions: { readonly audit: string };
}>;

/**
 * The review columns (0 pending, 1 passed, 2 rejected; the reason required for a rejection; stamped with who and
 * when) and the `audit` transition that moves a pending row, recorded in `common_audit_record` so the audit
 * history dialog shows it.
 */
export const auditFields = (r: AuditKit, options: { readonly defaultState?: 0 | 1 } = {}) => [
  r.choice(
    'auditStatus',
    [
      { value: 0, label: 'auditStatus.pending' },
      { value: 1, label: 'auditStatus.passed' },
      { value: 2, label: 'auditStatus.rejected' },
    ],
    { search: 'equal', readOnly: true, defaultValue: options.defaultState ?? 0, table: { width: 100 } },
  ),
  r.textarea('auditMsg', {
    readOnly: true,
    max: 255,
    required: { when: { field: 'auditStatus', in: [2] } },
    table: { width: 200, hidden: true },
    form: { span: 24 },
  }),
  r.datetime('auditTime', { readOnly: true, table: { width: 170, hidden: true } }),
  r.text('auditUser', { readOnly: true, table: { width: 100, hidden: true } }),
];

export const auditTransition = (r: AuditKit, permission: string) =>
  r.transition('audit', {
    permission,
    field: 'auditStatus',
    from: [0],
    to: [1, 2],
    input: ['auditStatus', 'auditMsg'],
    stamp: { auditTime: 'now', auditUser: 'userName' },
    confirm: false,
  });
