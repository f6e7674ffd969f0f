import type { Kit } from '../kit';

/** The labels of the columns every BladeX log shares (bladex-contract.md §7.2, blade-starter-log LogAbstract). */
export const LOG_FIELD_TEXTS = {
  zh: {
    serviceId: '服务id',
    serverHost: '服务host',
    serverIp: '服务ip',
    env: '软件环境',
    remoteIp: '操作IP地址',
    userAgent: '用户代理',
    requestUri: '请求URI',
    method: '请求方法',
    methodClass: '方法类',
    methodName: '方法名',
    params: '请求参数',
    time: '执行时间',
    createBy: '操作人',
    createTime: '日志时间',
  },
  en: {
    serviceId: 'Service',
    serverHost: 'Server host',
    serverIp: 'Server IP',
    env: 'Environment',
    remoteIp: 'Client IP',
    userAgent: 'User agent',
    requestUri: 'Request URI',
    method: 'Method',
    methodClass: 'Class',
    methodName: 'Method name',
    params: 'Parameters',
    time: 'Duration (ms)',
    createBy: 'Operator',
    createTime: 'Logged at',
  },
} as const;

type LogTexts = {
  readonly title: string;
  readonly fields: { readonly [K in keyof typeof LOG_FIELD_TEXTS.zh]: string };
};

/**
 * The columns every log shares, read-only (the server writes them): searched as Saber's log screens search them
 * (service, host, URI; here also the method, the operator and the time), every column sortable.
 */
export const logHeadFields = (r: Kit<LogTexts>) =>
  [
    r.text('serviceId', { search: 'like', readOnly: true, sortable: true }),
    r.text('serverHost', { search: 'like', readOnly: true, sortable: true }),
    r.text('serverIp', { readOnly: true, sortable: true, table: { hidden: true } }),
    r.text('env', { readOnly: true, sortable: true }),
    r.text('requestUri', { search: 'like', readOnly: true, sortable: true }),
    r.text('method', { search: 'equal', readOnly: true, sortable: true }),
    r.text('remoteIp', { search: 'like', readOnly: true, sortable: true }),
    r.text('createBy', { search: 'like', readOnly: true, sortable: true }),
    r.text('time', { readOnly: true, sortable: true }),
  ] as const;

/** The long columns: in the detail, not the table. */
export const logTailFields = (r: Kit<LogTexts>) =>
  [
    r.text('userAgent', { readOnly: true, table: false }),
    r.text('methodClass', { readOnly: true, table: false }),
    r.text('methodName', { readOnly: true, table: false }),
    r.textarea('params', { readOnly: true, table: false }),
    r.createTime({ table: { width: 170 } }),
  ] as const;
