import { screen, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { testDataProvider } from '../../../../src/renderer/crud/core/test-data-provider';
import { JobInstancesDialog } from '../../../../src/renderer/screens/ops/JobInstancesDialog';
import { JOB_INSTANCE_STATUS, type JobInstance } from '../../../../src/shared/bladex/ops';
import { renderCrud } from '../crud/crud-harness';

const run = (values: Partial<JobInstance>): JobInstance => ({
  id: '1',
  jobInfoId: '9',
  fireTime: '2026-03-01 10:00:02.000',
  triggerType: 1,
  status: JOB_INSTANCE_STATUS.SUCCEED,
  attempt: 1,
  startTime: '2026-03-01 10:00:02',
  endTime: '2026-03-01 10:00:03',
  result: '已清理 2026-01-30 10:00:02 之前的日志 3 条',
  log: '',
  remoteInstanceId: '',
  createTime: '2026-03-01 10:00:02',
  ...values,
});

it('lists a job’s runs with their trigger, state and result, asking for that job only', async () => {
  const custom = vi.fn(async () => ({
    records: [
      run({}),
      run({
        id: '2',
        fireTime: '',
        triggerType: 2,
        status: JOB_INSTANCE_STATUS.FAILED,
        attempt: 2,
        result: '运行超过时间限制 300 毫秒',
      }),
      run({ id: '3', status: JOB_INSTANCE_STATUS.MISSED, result: '应用关闭期间错过 9 次触发' }),
    ],
    total: 3,
  }));
  await renderCrud(
    <JobInstancesDialog jobId="9" jobName="清理日志" onClose={() => undefined} />,
    testDataProvider({ custom }),
  );
  const rows = await screen.findAllByTestId('job-instance');
  expect(rows).toHaveLength(3);
  expect(within(rows[0]!).getByText('定时触发')).toBeTruthy();
  expect(within(rows[0]!).getByText('成功')).toBeTruthy();
  expect(within(rows[1]!).getByText('手动运行')).toBeTruthy();
  expect(within(rows[1]!).getByText('失败')).toBeTruthy();
  expect(within(rows[1]!).getByText('运行超过时间限制 300 毫秒')).toBeTruthy();
  expect(within(rows[2]!).getByText('错过')).toBeTruthy();
  expect(screen.getByText('运行记录：清理日志')).toBeTruthy();
  expect(custom).toHaveBeenCalledWith(
    expect.objectContaining({
      url: '/api/blade-job/job-info/instances',
      params: expect.objectContaining({ jobId: '9' }),
    }),
  );
});

it('says so when a job has not run yet', async () => {
  await renderCrud(
    <JobInstancesDialog jobId="9" jobName="按需任务" onClose={() => undefined} />,
    testDataProvider({ custom: async () => ({ records: [], total: 0 }) }),
  );
  expect(await screen.findByText('还没有运行记录')).toBeTruthy();
});
