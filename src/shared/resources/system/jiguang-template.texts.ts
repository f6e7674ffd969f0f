import { resource } from '../kit';

/** The texts of jiguangTemplate (zh, en) under `res.system.jiguangTemplate`, and the builders that take their labels and messages from them. */
export const jiguangTemplateKit = resource('system', 'jiguangTemplate', {
  zh: {
    title: '推送消息模板',
    fields: {
      templateName: '模板名称',
      templateCode: '模板编码',
      platform: '推送平台',
      title: '通知标题',
      content: '通知内容',
      jumpType: '跳转类型',
      jumpLink: '跳转链接',
      status: '状态',
      remark: '备注',
      createTime: '创建时间',
    },
    rules: {
      templateName: '请输入模板名称',
      templateCode: '请输入模板编码',
      templateCodePattern: '模板编码只能包含字母、数字、下划线、点和短横线',
      templateCodeUnique: '模板编码已存在',
      platform: '请选择推送平台',
      title: '请输入通知标题',
      content: '请输入通知内容',
      jumpType: '请选择跳转类型',
      jumpLink: '请输入跳转链接',
    },
    platforms: { all: '全部平台', android: 'Android', ios: 'iOS' },
  },
  en: {
    title: 'Push message templates',
    fields: {
      templateName: 'Template name',
      templateCode: 'Template code',
      platform: 'Platform',
      title: 'Notification title',
      content: 'Notification text',
      jumpType: 'Jump type',
      jumpLink: 'Jump target',
      status: 'Status',
      remark: 'Remark',
      createTime: 'Created',
    },
    rules: {
      templateName: 'Please enter the template name',
      templateCode: 'Please enter the template code',
      templateCodePattern: 'The template code may hold letters, digits, underscores, dots and hyphens only',
      templateCodeUnique: 'The template code already exists',
      platform: 'Please choose the platform',
      title: 'Please enter the notification title',
      content: 'Please enter the notification text',
      jumpType: 'Please choose the jump type',
      jumpLink: 'Please enter the jump target',
    },
    platforms: { all: 'All platforms', android: 'Android', ios: 'iOS' },
  },
});
