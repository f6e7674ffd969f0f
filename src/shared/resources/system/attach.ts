import { BLADEX_MENU_PATHS } from '../../menu-paths';
import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

export * from './attach-upload';

const r = resource('system', 'attach', {
  zh: {
    title: '附件管理',
    fields: {
      link: '附件地址',
      domainUrl: '附件域名',
      name: '附件名称',
      originalName: '附件原名',
      extension: '附件拓展名',
      attachSize: '附件大小',
      createTime: '上传时间',
    },
    actions: { upload: '上传', download: '下载' },
    upload: {
      title: '上传附件',
      file: '文件',
      choose: '选择文件',
      chosen: '已选择：{{name}} ({{size}})',
      nothingChosen: '请选择要上传的文件',
      allowed: '支持 jpg/jpeg/png 图片(不超过10M)、mp4 视频(不超过100M)、pdf/doc/docx/xls/xlsx 文档(不超过30M)',
      unsupported:
        '不支持的文件类型：只能上传jpg/jpeg/png图片（不超过10M）、mp4视频（不超过100M）或pdf/doc/docx/xls/xlsx文档（不超过30M）',
      submit: '上传',
      uploading: '正在上传 {{name}} ...',
    },
    download: { noLink: '该附件没有可打开的地址' },
  },
  en: {
    title: 'Attachments',
    fields: {
      link: 'Address',
      domainUrl: 'Domain',
      name: 'Stored name',
      originalName: 'Original name',
      extension: 'Extension',
      attachSize: 'Size (bytes)',
      createTime: 'Uploaded',
    },
    actions: { upload: 'Upload', download: 'Download' },
    upload: {
      title: 'Upload an attachment',
      file: 'File',
      choose: 'Choose a file',
      chosen: 'Chosen: {{name}} ({{size}})',
      nothingChosen: 'Please choose a file to upload',
      allowed:
        'jpg/jpeg/png images (up to 10 MB), mp4 videos (up to 100 MB), pdf/doc/docx/xls/xlsx documents (up to 30 MB)',
      unsupported:
        'Unsupported file type: only jpg/jpeg/png images (up to 10 MB), mp4 videos (up to 100 MB) or pdf/doc/docx/xls/xlsx documents (up to 30 MB)',
      submit: 'Upload',
      uploading: 'Uploading {{name}} ...',
    },
    download: { noLink: 'This attachment has no address to open' },
  },
});

/**
 * Attachments (`/blade-resource/attach` standard; BladeX X Attach of `blade_attach`, bladex-contract.md §7.1): rows
 * are created by `put-file-attach`, never by submit (`noAdd`); an edit renames what the list shows (`originalName`),
 * the stored file and its link stay. The size is in bytes.
 */
export const attachResource = r.define({
  menu: BLADEX_MENU_PATHS.attach.path,
  menuAliases: [BLADEX_MENU_PATHS.attach.was],
  endpoint: '/blade-resource/attach',
  table: 'blade_attach',
  ...TENANT_ENTITY,
  permission: 'attach',
  noAdd: true,
  actions: [
    // multipart `file` to /blade-resource/oss/endpoint/put-file-attach (not `path`: the row is made by the
    // object storage, bladex-contract.md §7.1); the screen's upload dialog sends it and refreshes the list.
    r.action('upload', { permission: 'attach_upload', placement: 'toolbar', input: { kind: 'body' } }),
    // Opens the row's link (the OS browser under Electron); no server call beyond the file itself.
    r.action('download', { permission: 'attach_download', method: 'GET', input: { kind: 'id', param: 'id' } }),
  ],
  fields: [
    r.file('link', { limit: { accept: [], maxSizeKb: 10000 }, readOnly: true, table: { width: 260 } }),
    r.text('domainUrl', { readOnly: true, table: { hidden: true } }),
    r.text('name', { readOnly: true, search: 'like', table: { hidden: true } }),
    r.text('originalName', { search: 'like', sortable: true, required: true, max: 255 }),
    r.text('extension', { readOnly: true, search: 'equal', table: { width: 90 } }),
    r.integer('attachSize', { readOnly: true, sortable: true, table: { width: 110 } }),
    r.createTime(),
  ],
});

export type AttachRecord = RecordOfDefinition<typeof attachResource>;
