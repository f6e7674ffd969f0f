import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { sexChoice } from './sex-choice';

const r = resource('member', 'importLog', {
  zh: {
    title: '导入日志',
    fields: {
      logId: '批次号',
      idCard: '身份证号',
      realName: '姓名',
      sex: '性别',
      birthday: '出生日期',
      phone: '手机号码',
      remark: '备注',
      reson: '失败原因',
      isSucess: '是否成功',
    },
    sex: { unknown: '未知', male: '男', female: '女' },
  },
  en: {
    title: 'Member import log',
    fields: {
      logId: 'Batch',
      idCard: 'Citizen ID',
      realName: 'Name',
      sex: 'Sex',
      birthday: 'Birthday',
      phone: 'Mobile',
      remark: 'Remark',
      reson: 'Failure reason',
      isSucess: 'Succeeded',
    },
    sex: { unknown: 'Unknown', male: 'Male', female: 'Female' },
  },
});

/**
 * 导入日志 (`/member/import-log`): the rows of `member_import_log` at `/blade-member/importLog`.
 * Say here what a row is and the rules its screen follows beyond what the fields say.
 */
export const importLogResource = r.define({
  menu: '/member/import-log',
  endpoint: '/blade-member/importLog',
  table: 'member_import_log',
  ...TENANT_ENTITY,
  permission: 'member_import_log',
  fields: [
    r.text('logId', { search: 'like', max: 255 }),
    r.text('idCard', { search: 'like', max: 255 }),
    r.text('realName', { search: 'like', max: 255 }),
    sexChoice(r),
    r.date('birthday'),
    r.text('phone', { search: 'like', max: 255 }),
    r.text('remark', { search: 'like', max: 255 }),
    r.text('reson', { search: 'like', max: 255 }),
    r.flag('isSucess', { search: 'equal' }),
    r.createTime(),
  ],
});

export type ImportLogRecord = RecordOfDefinition<typeof importLogResource>;
