import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { STANDARD_VERBS } from '../types';

const r = resource('content', 'qrcodeTemplate', {
  zh: {
    title: '二维码模板',
    fields: {
      name: '模板名称',
      imageUrl: '模板底图',
      qrSize: '二维码边长(像素)',
      qrLeft: '二维码左边距',
      qrTop: '二维码上边距',
      isEnable: '启用状态',
    },
    rules: { isEnable: '请选择启用状态', sort: '请输入排序', name: '请输入模板名称', imageUrl: '请上传模板底图' },
    actions: { enable: '启用/停用' },
  },
  en: {
    title: 'QR code templates',
    fields: {
      name: 'Template',
      imageUrl: 'Background',
      qrSize: 'QR size (px)',
      qrLeft: 'QR left (px)',
      qrTop: 'QR top (px)',
      isEnable: 'Enabled',
    },
    rules: {
      isEnable: 'Please choose whether it is enabled',
      sort: 'Please enter the sort order',
      name: 'Please enter the template name',
      imageUrl: 'Please upload the background',
    },
    actions: { enable: 'Enable/disable' },
  },
});

/**
 * 二维码模板 (`/app-config/qrcode-template`, spec 001 §2 "QR code templates"): the posters a merchant's coupon QR
 * code is printed on (a background and where the code sits on it). The spec names no fields beyond enable and
 * sort; these are what a template needs to be drawn. `enable (id, isEnable)` switches one, `update/sort` reorders.
 */
export const qrcodeTemplateResource = r.define({
  menu: '/app-config/qrcode-template',
  endpoint: '/blade-app/qrcodeTemplate',
  verbs: { ...STANDARD_VERBS, sort: 'update/sort' },
  table: 'app_qrcode_template',
  ...TENANT_ENTITY,
  permission: 'app_qrcode_template',
  defaultSort: [{ field: 'sort', order: 'asc' }],
  actions: [r.toggle('enable', 'isEnable', { permission: 'app_qrcode_template_enable' })],
  fields: [
    r.text('name', { search: 'like', required: true, max: 64, table: { width: 160 } }),
    r.image('imageUrl', { required: true, table: { width: 90 } }),
    r.integer('qrSize', { min: 50, max: 2000, defaultValue: 300, table: { width: 110 } }),
    r.integer('qrLeft', { min: 0, max: 4000, defaultValue: 0, table: { width: 110, hidden: true } }),
    r.integer('qrTop', { min: 0, max: 4000, defaultValue: 0, table: { width: 110, hidden: true } }),
    r.sort({ min: 0, max: 999999, table: { width: 70 } }),
    r.status('isEnable', { required: true, defaultValue: 1, search: 'equal', toggle: 'enable', table: { width: 90 } }),
    r.remark(),
    r.createTime(),
  ],
});

export type QrcodeTemplateRecord = RecordOfDefinition<typeof qrcodeTemplateResource>;
