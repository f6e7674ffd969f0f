// Scheduled jobs, workflow, developer tools, logs and reports (spec 002 §2).
import { CRUD, screen, section } from './menu-builders';
import type { SeedMenu } from './types';

export const jobMenu: SeedMenu = section(
  { code: 'job', name: '任务调度', nameEn: 'Scheduled jobs', path: '/job', source: 'Timer', sort: 17 },
  [
    screen('job_info', '任务管理', 'Jobs', '/job/info', 'Timer', [...CRUD, 'run', 'change', 'sync']),
    screen('job_server', '任务服务', 'Job servers', '/job/server', 'Server', [...CRUD, 'sync']),
  ],
);

export const workMenu: SeedMenu = section(
  { code: 'work', name: '流程管理', nameEn: 'Workflow', path: '/work', source: 'Flow', sort: 18 },
  [
    screen('work_start', '发起事务', 'Start a process', '/work/start', 'PlayCircle', ['view', 'start']),
    screen('work_claim', '待签事务', 'To claim', '/work/claim', 'ClipboardTask', ['view', 'claim', 'flowChart']),
    screen('work_todo', '待办事务', 'To do', '/work/todo', 'TaskListSquareLtr', ['view', 'handle', 'flowChart']),
    screen('work_send', '已发事务', 'Sent', '/work/send', 'Send', ['view', 'detail', 'flowChart']),
    screen('work_done', '办结事务', 'Done', '/work/done', 'Checkmark', ['view', 'detail', 'flowChart']),
    screen('flow_model', '模型管理', 'Process models', '/flow/model', 'Flow', [...CRUD, 'deploy']),
    screen('flow_manager', '流程管理', 'Deployed processes', '/flow/manager', 'BranchFork', [
      'view',
      'state',
      'deployUpload',
      'delete',
    ]),
    screen('flow_follow', '流程跟踪', 'Process follow-up', '/flow/follow', 'Eye', ['view', 'delete']),
  ],
);

export const toolMenu: SeedMenu = section(
  { code: 'tool', name: '开发工具', nameEn: 'Developer tools', path: '/tool', source: 'Code', sort: 19 },
  [
    screen('code', '代码生成', 'Code generation', '/tool/code', 'CodeBlock', [...CRUD, 'gen', 'copy']),
    screen('model', '数据模型', 'Data models', '/tool/model', 'Database', [...CRUD, 'prototype']),
    screen('datasource', '数据源管理', 'Data sources', '/tool/datasource', 'Database', CRUD),
  ],
);

export const logMenu: SeedMenu = section(
  { code: 'log', name: '日志管理', nameEn: 'Logs', path: '/monitor/log', source: 'DocumentSearch', sort: 20 },
  [
    screen('log_usual', '通用日志', 'Usual logs', '/monitor/log/usual', 'DocumentText', ['view']),
    screen('log_api', '接口日志', 'API logs', '/monitor/log/api', 'Pulse', ['view']),
    screen('log_error', '错误日志', 'Error logs', '/monitor/log/error', 'Bug', ['view']),
  ],
);

export const reportMenu: SeedMenu = section(
  { code: 'report', name: '报表管理', nameEn: 'Reports', path: '/report', source: 'DataPie', sort: 21 },
  [screen('report_list', '报表列表', 'Reports', '/report/list', 'DataPie', ['view', 'delete'])],
);
