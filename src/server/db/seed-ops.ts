import type { Database } from 'better-sqlite3';
import { createSequentialIds } from './ids';
import { ADMIN_TENANT, MIDU_TENANT, type OrgSeed } from './seed-org';
import { AUDIT as SEED_AUDIT } from './seed-system';

const AUDIT = { ...SEED_AUDIT, is_deleted: 0 };

const insert = (db: Database, table: string, row: Record<string, string | number | null>): void => {
  const names = Object.keys(row);
  db.prepare(`INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map((n) => `@${n}`).join(', ')})`).run(row);
};

/**
 * The operations area's seed (modules/ops/README.md): per tenant the embedded job server (`local`) with the
 * product's housekeeping jobs (log pruning enabled nightly; cancelling unpaid orders seeded paused, since it
 * changes orders an operator should choose to let it change), two notices; on the platform tenant the embedded
 * data source and the saved reports.
 */
export const seedOps = (db: Database, org: OrgSeed): void => {
  const ids = createSequentialIds('1123598817738676000');
  for (const tenantId of [ADMIN_TENANT, MIDU_TENANT]) {
    const serverId = ids.next();
    insert(db, 'blade_job_server', {
      id: serverId,
      tenant_id: tenantId,
      status: 1,
      job_server_name: '内置调度服务',
      job_server_url: 'local',
      job_app_name: 'dali-backoffice',
      job_app_password: 'local',
      job_remark: '本机内置调度：由后台服务自己按时间表运行任务',
      ...AUDIT,
    });
    const job = (
      name: string,
      expression: string,
      processor: string,
      params: string,
      enable: number,
      description: string,
    ) =>
      insert(db, 'blade_job_info', {
        id: ids.next(),
        tenant_id: tenantId,
        status: 1,
        job_server_id: serverId,
        job_name: name,
        job_description: description,
        enable,
        time_expression_type: 2,
        time_expression: expression,
        execute_type: 1,
        dispatch_strategy: 1,
        processor_type: 1,
        processor_info: processor,
        job_params: params,
        max_instance_num: 1,
        concurrency: 5,
        instance_time_limit: 600_000,
        instance_retry_num: 0,
        task_retry_num: 0,
        log_type: 1,
        log_level: 2,
        sync_status: 0,
        ...AUDIT,
      });
    job('清理过期日志', '0 30 3 * * ?', 'pruneLogs', '{"days":90}', 1, '每天 03:30 删除 90 天前的接口、错误和通用日志');
    job(
      '取消超时未支付订单',
      '0 */5 * * * ?',
      'cancelUnpaidOrders',
      '{"minutes":30}',
      0,
      '每 5 分钟取消下单 30 分钟仍未支付的订单',
    );

    const adminRole = org.roles[tenantId]?.admin ?? '';
    insert(db, 'blade_notice', {
      id: ids.next(),
      tenant_id: tenantId,
      title: '大理古城春节旅游服务保障通知',
      category: 1,
      release_time: '2024-01-02 09:00:00',
      content: '<p>春节期间请各商户做好接待与价格公示，遇客诉请于 2 小时内处理。</p>',
      role_ids: null,
      ...AUDIT,
    });
    insert(db, 'blade_notice', {
      id: ids.next(),
      tenant_id: tenantId,
      title: '订单对账规则调整（管理员）',
      category: 2,
      release_time: '2024-01-03 10:00:00',
      content: '<p>自下月起分账按自然月结算，请管理员核对结算账户。</p>',
      role_ids: adminRole,
      ...AUDIT,
    });
  }
  insert(db, 'blade_datasource', {
    id: ids.next(),
    name: '内置数据库',
    url: 'embedded',
    remark: '后台服务自己的数据库（只读读取表结构）',
    ...AUDIT,
  });
  for (const [name, query, params] of [
    ['各商户订单统计', 'ordersByMerchant', '{"days":30}'],
    ['各行业商户数量', 'merchantsByCategory', '{}'],
  ] as const) {
    insert(db, 'blade_report_file', {
      id: ids.next(),
      tenant_id: ADMIN_TENANT,
      name,
      query_name: query,
      params,
      ...AUDIT,
    });
  }
};
