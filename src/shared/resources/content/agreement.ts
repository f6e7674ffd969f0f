import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('content', 'agreement', {
  zh: {
    title: '协议管理',
    fields: {
      title: '协议名称',
      agreementType: '协议类型',
      content: '协议内容',
      versionNo: '版本号',
      isEnable: '启用状态',
    },
    rules: { title: '请输入协议名称', agreementType: '请选择协议类型', content: '请输入协议内容' },
    types: { user: '用户协议', privacy: '隐私政策', member: '会员协议', merchant: '商户入驻协议' },
  },
  en: {
    title: 'Agreements',
    fields: {
      title: 'Agreement',
      agreementType: 'Type',
      content: 'Content',
      versionNo: 'Version',
      isEnable: 'Enabled',
    },
    rules: {
      title: 'Please enter the agreement name',
      agreementType: 'Please choose the type',
      content: 'Please enter the content',
    },
    types: {
      user: 'User agreement',
      privacy: 'Privacy policy',
      member: 'Member agreement',
      merchant: 'Merchant agreement',
    },
  },
});

/**
 * 协议管理 (`/app-config/agreement`, spec 001 §2): the agreements the app asks its users (and merchants) to
 * accept, as rich text with a version. The spec names no fields; these are what an agreement page shows.
 */
export const agreementResource = r.define({
  menu: '/app-config/agreement',
  endpoint: '/blade-app/agreement',
  table: 'app_agreement',
  ...TENANT_ENTITY,
  permission: 'app_agreement',
  fields: [
    r.text('title', { search: 'like', required: true, max: 128, table: { width: 200 } }),
    r.choice(
      'agreementType',
      [
        { value: 1, label: 'types.user' },
        { value: 2, label: 'types.privacy' },
        { value: 3, label: 'types.member' },
        { value: 4, label: 'types.merchant' },
      ],
      { required: true, search: 'equal', table: { width: 120 } },
    ),
    r.text('versionNo', { max: 32, table: { width: 90 } }),
    r.richText('content', { required: true, table: false, form: { span: 24 } }),
    r.status('isEnable', { defaultValue: 1, search: 'equal', toggle: true, table: { width: 90 } }),
    r.createTime(),
  ],
});

export type AgreementRecord = RecordOfDefinition<typeof agreementResource>;
