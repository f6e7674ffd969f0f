import { describe, expect, it } from 'vitest';
import { cronProblem, nextFire, timingProblem, TIME_TYPE } from '../../../src/server/modules/ops/job-timing';

const at = (text: string) => new Date(text).getTime();

describe('job timing', () => {
  it('refuses an invalid CRON expression naming the position of the error', () => {
    expect(cronProblem('0 0 25 * * ?')).toMatch(/^第3个字段（时）“25”无效/);
    expect(cronProblem('0 61 * * * ?')).toMatch(/^第2个字段（分）“61”无效/);
    expect(cronProblem('0 0 1 * * MOO')).toMatch(/^第6个字段（周）“MOO”无效/);
    expect(cronProblem('0 0 1 * *')).toBe('CRON表达式须为6个字段（秒 分 时 日 月 周），当前为5个');
    expect(cronProblem('*/2 * * * * ?')).toBeUndefined();
    expect(cronProblem('0 30 3 ? * MON-FRI')).toBeUndefined();
  });

  it('checks the expression by schedule type: none for API, milliseconds for fixed rate and delay', () => {
    expect(timingProblem(TIME_TYPE.API, '')).toBeUndefined();
    expect(timingProblem(TIME_TYPE.CRON, '')).toBe('请输入时间表达式');
    expect(timingProblem(TIME_TYPE.FIXED_RATE, '2s')).toBe('固定频率/固定延迟的时间表达式须为毫秒数（正整数）');
    expect(timingProblem(TIME_TYPE.FIXED_DELAY, '500')).toBe('固定频率/固定延迟不能小于1000毫秒');
    expect(timingProblem(TIME_TYPE.FIXED_RATE, '60000')).toBeUndefined();
  });

  it('finds the next fire of each type within the lifecycle', () => {
    const now = at('2026-03-01T10:00:00.500');
    expect(nextFire({ type: TIME_TYPE.CRON, expression: '*/2 * * * * ?' }, now)).toBe(at('2026-03-01T10:00:02'));
    expect(nextFire({ type: TIME_TYPE.FIXED_RATE, expression: '5000' }, now)).toBe(now + 5000);
    expect(nextFire({ type: TIME_TYPE.API, expression: '' }, now)).toBeUndefined();
    const lifecycle = { lifecycleStart: at('2026-03-02T00:00:00'), lifecycleEnd: at('2026-03-02T00:00:10') };
    expect(nextFire({ type: TIME_TYPE.CRON, expression: '*/5 * * * * ?', ...lifecycle }, now)).toBe(
      at('2026-03-02T00:00:00'),
    );
    expect(
      nextFire({ type: TIME_TYPE.CRON, expression: '*/5 * * * * ?', ...lifecycle }, at('2026-03-02T00:00:10')),
    ).toBe(undefined);
  });
});
