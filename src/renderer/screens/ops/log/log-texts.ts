import { useTranslation } from 'react-i18next';

export type LogKind = 'api' | 'error' | 'usual';

const zh = {
  titles: { api: '接口日志', error: '错误日志', usual: '通用日志' } as Record<LogKind, string>,
  fields: {
    title: '日志标题',
    method: '请求方法',
    requestUri: '请求地址',
    time: '耗时（毫秒）',
    createBy: '操作人',
    remoteIp: '来源IP',
    createTime: '时间',
    serviceId: '服务',
    serverHost: '服务器',
    userAgent: '客户端',
    params: '请求参数',
    exceptionName: '异常类型',
    message: '异常信息',
    stackTrace: '异常堆栈',
    fileName: '文件',
    lineNumber: '行号',
    logLevel: '日志级别',
    logId: '日志标识',
    logData: '日志数据',
    methodClass: '方法类',
    methodName: '方法名',
  } as Record<string, string>,
  keyword: { api: '日志标题', error: '异常信息', usual: '日志数据' } as Record<LogKind, string>,
  from: '开始日期',
  to: '结束日期',
  search: '查询',
  reset: '重置',
  export: '导出',
  detail: '详情',
  close: '关闭',
  loading: '加载中…',
  empty: '暂无日志',
  total: (n: number) => `共 ${n} 条`,
  prev: '上一页',
  next: '下一页',
};

const en: typeof zh = {
  titles: { api: 'API logs', error: 'Error logs', usual: 'Usual logs' },
  fields: {
    title: 'Title',
    method: 'Method',
    requestUri: 'Path',
    time: 'Time taken (ms)',
    createBy: 'User',
    remoteIp: 'Remote IP',
    createTime: 'Time',
    serviceId: 'Service',
    serverHost: 'Server',
    userAgent: 'Client',
    params: 'Parameters',
    exceptionName: 'Exception',
    message: 'Message',
    stackTrace: 'Stack trace',
    fileName: 'File',
    lineNumber: 'Line',
    logLevel: 'Level',
    logId: 'Log id',
    logData: 'Data',
    methodClass: 'Class',
    methodName: 'Method name',
  },
  keyword: { api: 'Title', error: 'Message', usual: 'Data' },
  from: 'From',
  to: 'To',
  search: 'Search',
  reset: 'Reset',
  export: 'Export',
  detail: 'Detail',
  close: 'Close',
  loading: 'Loading…',
  empty: 'No logs',
  total: (n) => `${n} in total`,
  prev: 'Previous',
  next: 'Next',
};

export const useLogText = () => {
  const { i18n } = useTranslation();
  const language = i18n.language === 'en' ? ('en' as const) : ('zh' as const);
  return { text: language === 'en' ? en : zh, language };
};

/** The list columns of each log (API logs: method, path, time taken and the user, as issue 16 asks). */
export const LIST_COLUMNS: Record<LogKind, string[]> = {
  api: ['title', 'method', 'requestUri', 'time', 'createBy', 'remoteIp', 'createTime'],
  error: ['exceptionName', 'message', 'method', 'requestUri', 'createBy', 'createTime'],
  usual: ['logLevel', 'logId', 'logData', 'requestUri', 'createBy', 'createTime'],
};

/** The detail drawer: everything, the long texts (parameters, stack, data) last and preformatted. */
export const DETAIL_FIELDS: Record<LogKind, string[]> = {
  api: [
    'title',
    'method',
    'requestUri',
    'time',
    'createBy',
    'remoteIp',
    'serviceId',
    'serverHost',
    'userAgent',
    'createTime',
  ],
  error: [
    'exceptionName',
    'message',
    'method',
    'requestUri',
    'fileName',
    'lineNumber',
    'createBy',
    'remoteIp',
    'serviceId',
    'userAgent',
    'createTime',
  ],
  usual: [
    'logLevel',
    'logId',
    'requestUri',
    'methodClass',
    'methodName',
    'createBy',
    'remoteIp',
    'serviceId',
    'createTime',
  ],
};

export const LONG_FIELDS: Record<LogKind, string[]> = {
  api: ['params'],
  error: ['params', 'stackTrace'],
  usual: ['params', 'logData'],
};
