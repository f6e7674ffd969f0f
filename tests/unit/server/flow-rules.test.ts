import { describe, expect, it } from 'vitest';
import { engineSource, parseBpmn, resolveUser } from '../../../src/server/modules/ops/flow-bpmn';
import { duration } from '../../../src/server/modules/ops/flow-queries';
import { leaveDays } from '../../../src/server/modules/ops/flow-leave';
import { LEAVE_PROCESS_XML } from '../../../src/server/db/seed-data/leave-process';

// The workflow's pure rules (modules/ops/README.md "Workflow rules"): leave days, durations, the Flowable-style
// conditions the engine reads, and what a BPMN file must hold to be deployed.

const process = (body: string) =>
  `<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" id="d" targetNamespace="x"><process id="P" name="测试" isExecutable="true">${body}</process></definitions>`;

describe('leave days', () => {
  it('counts calendar days, both ends included', () => {
    expect(leaveDays('2026-05-06 09:00:00', '2026-05-10 18:00:00')).toBe(5);
    expect(leaveDays('2026-05-06 09:00:00', '2026-05-06 12:00:00')).toBe(1);
    expect(leaveDays('2026-02-28 09:00:00', '2026-03-01 09:00:00')).toBe(2);
  });
});

describe('durations', () => {
  it('reads as days, hours and minutes, seconds when shorter', () => {
    expect(duration('2026-05-06 09:00:00', '2026-05-08 12:05:00')).toBe('2天3小时5分');
    expect(duration('2026-05-06 09:00:00', '2026-05-06 09:00:12')).toBe('12秒');
    expect(duration('2026-05-06 09:00:00', '2026-05-06 08:00:00')).toBe('');
  });
});

describe('conditions and assignees', () => {
  it('rewrites a bare ${variable} to the process variables, leaving longer expressions alone', () => {
    expect(engineSource('<c>${pass}</c><c>${ longLeave }</c>')).toBe(
      '<c>${environment.variables.pass}</c><c>${environment.variables.longLeave}</c>',
    );
    expect(engineSource('${environment.variables.x}')).toBe('${environment.variables.x}');
  });

  it('resolves ${taskUser} from the variables and keeps a literal user id', () => {
    expect(resolveUser('${taskUser}', { taskUser: '42' })).toBe('42');
    expect(resolveUser('${missing}', {})).toBe('');
    expect(resolveUser('1123598821738675201', {})).toBe('1123598821738675201');
  });
});

describe('what may be deployed', () => {
  it('reads the seeded leave process: its key and who acts on each task', async () => {
    const parsed = await parseBpmn(LEAVE_PROCESS_XML);
    expect(parsed.key).toBe('Leave');
    expect(parsed.userTasks.get('deptHeadAudit')).toMatchObject({ assignee: '${taskUser}' });
    expect(parsed.userTasks.get('hrAudit')?.candidateGroups).toEqual(['admin', 'administrator']);
  });

  it('refuses what the engine here cannot run, naming it', async () => {
    await expect(parseBpmn('')).rejects.toThrow('BPMN 文件为空');
    await expect(parseBpmn('<definitions')).rejects.toThrow(/^BPMN 文件无法解析：/);
    await expect(parseBpmn(process('<startEvent id="s"/><serviceTask id="call" name="调接口"/>'))).rejects.toThrow(
      '暂不支持的流程元素 bpmn:ServiceTask：调接口（call）',
    );
    await expect(
      parseBpmn(
        process('<startEvent id="s"><timerEventDefinition/></startEvent><userTask id="t" flowable:assignee="1"/>'),
      ),
    ).rejects.toThrow('暂不支持带事件定义的事件：（s）');
    await expect(
      parseBpmn(process('<startEvent id="a"/><startEvent id="b"/><userTask id="t" flowable:assignee="1"/>')),
    ).rejects.toThrow('流程“测试”须有且只有一个开始事件，现有 2 个');
  });
});
