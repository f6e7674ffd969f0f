import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('content', 'configai', {
  zh: {
    title: 'AI配置',
    fields: {
      name: '配置名称',
      provider: '服务商',
      modelName: '模型名称',
      apiUrl: '接口地址',
      apiKey: '接口密钥',
      prompt: '系统提示词',
      isEnable: '启用状态',
    },
    rules: { name: '请输入配置名称', modelName: '请输入模型名称', apiUrl: '请输入接口地址', apiKey: '请输入接口密钥' },
    actions: { enable: '启用' },
  },
  en: {
    title: 'AI configuration',
    fields: {
      name: 'Name',
      provider: 'Provider',
      modelName: 'Model',
      apiUrl: 'API address',
      apiKey: 'API key',
      prompt: 'System prompt',
      isEnable: 'Enabled',
    },
    rules: {
      name: 'Please enter the name',
      modelName: 'Please enter the model name',
      apiUrl: 'Please enter the API address',
      apiKey: 'Please enter the API key',
    },
    actions: { enable: 'Enable' },
  },
});

/**
 * AI配置 (`/app-config/ai-config`, spec 001 §7 `configai`, POST `enable (id)`): the model the app's travel
 * assistant talks to. One configuration of a tenant is in use: `enable` turns this one on and the others off in
 * one transaction (modules/content/configai.ts). The key is never listed. The spec names no fields beyond enable;
 * these are what a model endpoint needs.
 */
export const configaiResource = r.define({
  menu: '/app-config/ai-config',
  endpoint: '/blade-app/configai',
  table: 'app_config_ai',
  ...TENANT_ENTITY,
  permission: 'app_ai_config',
  actions: [
    r.action('enable', {
      permission: 'app_ai_config_enable',
      input: { kind: 'id', param: 'id' },
      effect: { kind: 'hook' },
    }),
  ],
  fields: [
    r.text('name', { search: 'like', required: true, max: 64, table: { width: 160 } }),
    r.text('provider', { max: 64, table: { width: 120 } }),
    r.text('modelName', { required: true, max: 128, table: { width: 160 } }),
    r.text('apiUrl', { required: true, max: 500, format: 'url', table: { width: 240 } }),
    r.text('apiKey', { required: true, max: 255, table: false }),
    r.textarea('prompt', { max: 4000, table: false, form: { span: 24 } }),
    r.status('isEnable', { readOnly: true, defaultValue: 0, search: 'equal', toggle: 'enable', table: { width: 90 } }),
    r.createTime(),
  ],
});

export type ConfigaiRecord = RecordOfDefinition<typeof configaiResource>;
