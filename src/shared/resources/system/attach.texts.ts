import { resource } from '../kit';

/** The texts of attach (zh, en) under `res.system.attach`, and the builders that take their labels and messages from them. */
export const attachKit = resource('system', 'attach', {
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
      chosen: '已选择: {{name}} ({{size}})',
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
