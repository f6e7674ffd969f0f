import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { reviewFields, reviewTransition } from '../car/review-fields';

const r = resource('member', 'memberAuth', {
  zh: {
    title: '会员认证',
    fields: {
      memberId: '会员',
      realName: '真实姓名',
      idCard: '身份证号',
      idCardFront: '身份证人像面',
      idCardBack: '身份证国徽面',
      auditStatus: '审核状态',
      auditMsg: '驳回原因',
      auditTime: '审核时间',
      auditUser: '审核人',
    },
    rules: {
      memberId: '请选择会员',
      realName: '请输入真实姓名',
      idCard: '请输入身份证号',
      idCardFront: '请上传身份证人像面',
      idCardBack: '请上传身份证国徽面',
      auditMsg: '请输入驳回原因',
    },
    auditStatus: { pending: '待审核', passed: '认证通过', rejected: '认证驳回' },
    actions: { audit: '审核' },
  },
  en: {
    title: 'Member verification',
    fields: {
      memberId: 'Member',
      realName: 'Real name',
      idCard: 'Citizen ID',
      idCardFront: 'ID front',
      idCardBack: 'ID back',
      auditStatus: 'Review status',
      auditMsg: 'Rejection reason',
      auditTime: 'Reviewed at',
      auditUser: 'Reviewed by',
    },
    rules: {
      memberId: 'Please choose the member',
      realName: 'Please enter the real name',
      idCard: 'Please enter the citizen ID',
      idCardFront: 'Please upload the ID front',
      idCardBack: 'Please upload the ID back',
      auditMsg: 'Please give the reason for the rejection',
    },
    auditStatus: { pending: 'Pending review', passed: 'Verified', rejected: 'Rejected' },
    actions: { audit: 'Review' },
  },
});

/**
 * 会员认证 (`/member/auth`, spec 002 §7 "member authentication", standard calls at `/blade-member/memberAuth`):
 * a member's real-name verification request as the app sent it (name, citizen ID, both ID photos). The desk only
 * reviews (`audit`: pending 0 → passed 1 / rejected 2 with the reason, stamped and kept in history); a pass copies
 * the verified real name to the member (modules/member/member-auth.ts). The citizen ID is checked by its shape,
 * its birth date and its check digit (GB 11643).
 */
export const memberAuthResource = r.define({
  menu: '/member/auth',
  endpoint: '/blade-member/memberAuth',
  table: 'member_auth',
  ...TENANT_ENTITY,
  permission: 'member_auth',
  readOnly: true,
  defaultSort: [{ field: 'createTime', order: 'desc' }],
  actions: [reviewTransition(r, 'audit', 'member_auth_audit')],
  fields: [
    r.reference('memberId', 'member', 'nickName', { required: true }),
    r.text('realName', { search: 'like', required: true, max: 20 }),
    r.text('idCard', { search: 'like', required: true, format: 'citizenId' }),
    r.image('idCardFront', { required: true }),
    r.image('idCardBack', { required: true }),
    ...reviewFields(r),
    r.createTime(),
  ],
});

export type MemberAuthRecord = RecordOfDefinition<typeof memberAuthResource>;
