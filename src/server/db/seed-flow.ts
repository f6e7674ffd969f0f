import type { Database } from 'better-sqlite3';
import { LEAVE_PROCESS_KEY, LEAVE_PROCESS_XML } from './seed-data/leave-process';
import { createSequentialIds } from './ids';
import { ADMIN_TENANT, MIDU_TENANT, SEED_IDS, SEED_TIME } from './seed-org';

/**
 * The workflow's seed: per tenant the leave process deployed (version 1, category 请假流程 `flow_1`) and its model,
 * so 发起事务 offers it on a fresh install and 模型管理 opens it in the modeler.
 */
export const seedFlow = (db: Database): void => {
  const ids = createSequentialIds('1123598817738678000');
  const definition = db.prepare(
    `INSERT INTO blade_flow_definition (id, tenant_id, deployment_id, process_key, name, description, category, version,
       resource_name, xml, suspension_state, deploy_time, create_user) VALUES (?, ?, ?, ?, '请假流程', ?, 'flow_1', 1,
       'leave.bpmn20.xml', ?, 1, ?, ?)`,
  );
  const model = db.prepare(
    `INSERT INTO blade_flow_model (id, tenant_id, model_key, name, description, xml, version, deployed_definition_id,
       create_user, create_time, update_user, update_time) VALUES (?, ?, ?, '请假流程', ?, ?, 1, ?, ?, ?, ?, ?)`,
  );
  const description = '员工请假：部门主管审批，超过三天再由人事审批';
  for (const tenantId of [ADMIN_TENANT, MIDU_TENANT]) {
    const definitionId = `${LEAVE_PROCESS_KEY}:1:${ids.next()}`;
    definition.run(
      definitionId,
      tenantId,
      ids.next(),
      LEAVE_PROCESS_KEY,
      description,
      LEAVE_PROCESS_XML,
      SEED_TIME,
      SEED_IDS.adminUser,
    );
    model.run(
      ids.next(),
      tenantId,
      LEAVE_PROCESS_KEY,
      description,
      LEAVE_PROCESS_XML,
      definitionId,
      SEED_IDS.adminUser,
      SEED_TIME,
      SEED_IDS.adminUser,
      SEED_TIME,
    );
  }
};
