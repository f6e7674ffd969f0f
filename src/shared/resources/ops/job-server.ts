import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('ops', 'jobServer', {
  zh: {
    title: '任务服务',
    fields: {
      jobServerName: '服务名称',
      jobServerUrl: '服务地址',
      jobAppName: '应用名称',
      jobAppPassword: '应用密码',
      jobRemark: '备注',
      appId: '应用ID',
      syncTime: '同步时间',
      syncMessage: '同步结果',
    },
    rules: {
      jobServerName: '请输入服务名称',
      jobServerUrl: '请输入服务地址',
      jobAppName: '请输入应用名称',
      jobAppPassword: '请输入应用密码',
      jobServerUrlFormat: '服务地址须为 local（内置调度）或以 http:// 、https:// 开头的 PowerJob 地址',
    },
    actions: { sync: '同步' },
  },
  en: {
    title: 'Job servers',
    fields: {
      jobServerName: 'Service name',
      jobServerUrl: 'Server address',
      jobAppName: 'App name',
      jobAppPassword: 'App password',
      jobRemark: 'Remark',
      appId: 'App id',
      syncTime: 'Synced at',
      syncMessage: 'Sync result',
    },
    rules: {
      jobServerName: 'Please enter the service name',
      jobServerUrl: 'Please enter the server address',
      jobAppName: 'Please enter the app name',
      jobAppPassword: 'Please enter the app password',
      jobServerUrlFormat:
        'The address is local (the embedded scheduler) or a PowerJob address starting with http:// or https://',
    },
    actions: { sync: 'Sync' },
  },
});

/**
 * 任务服务 (`/job/server`, spec 002 §3 "Job server"): where jobs run. `local` is the scheduler embedded in this
 * server (seeded for every tenant, the default); an http(s) address is a PowerJob server, reached through its
 * OpenAPI with the app name and password (modules/ops/job-server.ts). `sync` signs in to the server, keeps its
 * app id and pushes every job of that server to it; the result is kept on the row.
 */
export const jobServerResource = r.define({
  menu: '/job/server',
  endpoint: '/blade-job/job-server',
  table: 'blade_job_server',
  ...TENANT_ENTITY,
  permission: 'job_server',
  actions: [
    // Signs in to the PowerJob server and pushes its jobs: network work, so the module routes it (no transaction).
    r.action('sync', { permission: 'job_server_sync', input: { kind: 'id', param: 'id' } }),
  ],
  fields: [
    r.text('jobServerName', { search: 'like', required: true, max: 64 }),
    r.text('jobServerUrl', { search: 'like', required: true, max: 255 }),
    r.text('jobAppName', { search: 'like', required: true, max: 64 }),
    r.password('jobAppPassword', { required: true, max: 64, table: { hidden: true } }),
    r.textarea('jobRemark', { max: 255 }),
    r.text('appId', { readOnly: true, max: 32, table: { hidden: true } }),
    r.datetime('syncTime', { readOnly: true }),
    r.text('syncMessage', { readOnly: true, max: 500 }),
    r.createTime(),
  ],
});

export type JobServerRecord = RecordOfDefinition<typeof jobServerResource>;
