// Business dictionaries (blade_dict_biz, per tenant) behind the job form's selects. The keys are the numeric codes
// the scheduler stores (spec 002 §9), so they must not be renumbered.
import type { SeedDict } from './types';

export const jobBizDicts: SeedDict[] = [
  {
    code: 'time_expression_type',
    name: '定时类型',
    nameEn: 'Schedule type',
    items: [
      { key: '1', value: 'API', valueEn: 'API', sort: 1 },
      { key: '2', value: 'CRON', valueEn: 'CRON', sort: 2 },
      { key: '3', value: '固定频率（毫秒）', valueEn: 'Fixed rate (ms)', sort: 3 },
      { key: '4', value: '固定延迟（毫秒）', valueEn: 'Fixed delay (ms)', sort: 4 },
      { key: '5', value: '工作流', valueEn: 'Workflow', sort: 5 },
    ],
  },
  {
    code: 'execute_type',
    name: '执行类型',
    nameEn: 'Execute type',
    items: [
      { key: '1', value: '单机执行', valueEn: 'Single machine', sort: 1 },
      { key: '2', value: '广播执行', valueEn: 'Broadcast', sort: 2 },
      { key: '3', value: 'MapReduce', valueEn: 'MapReduce', sort: 3 },
    ],
  },
  {
    code: 'processor_type',
    name: '处理器类型',
    nameEn: 'Processor type',
    items: [
      { key: '1', value: '内置处理器', valueEn: 'Built-in', sort: 1 },
      { key: '4', value: '外部处理器（动态加载）', valueEn: 'External (dynamically loaded)', sort: 4 },
    ],
  },
  {
    code: 'dispatch_strategy',
    name: '调度策略',
    nameEn: 'Dispatch strategy',
    items: [
      { key: '1', value: '健康度优先', valueEn: 'HEALTH_FIRST', sort: 1 },
      { key: '2', value: '随机', valueEn: 'RANDOM', sort: 2 },
    ],
  },
  {
    code: 'log_type',
    name: '日志类型',
    nameEn: 'Log type',
    items: [
      { key: '1', value: 'ONLINE', valueEn: 'ONLINE', sort: 1 },
      { key: '2', value: 'LOCAL', valueEn: 'LOCAL', sort: 2 },
      { key: '3', value: 'STDOUT', valueEn: 'STDOUT', sort: 3 },
      { key: '4', value: 'LOCAL_AND_ONLINE', valueEn: 'LOCAL_AND_ONLINE', sort: 4 },
      { key: '999', value: 'NULL', valueEn: 'NULL', sort: 999 },
    ],
  },
  {
    code: 'log_level',
    name: '日志级别',
    nameEn: 'Log level',
    items: [
      { key: '1', value: 'DEBUG', valueEn: 'DEBUG', sort: 1 },
      { key: '2', value: 'INFO', valueEn: 'INFO', sort: 2 },
      { key: '3', value: 'WARN', valueEn: 'WARN', sort: 3 },
      { key: '4', value: 'ERROR', valueEn: 'ERROR', sort: 4 },
      { key: '99', value: 'OFF', valueEn: 'OFF', sort: 99 },
    ],
  },
];
