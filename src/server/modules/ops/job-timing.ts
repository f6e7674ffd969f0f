import { CronExpressionParser } from 'cron-parser';

/** Schedule types of spec 002 §9 (the same numbers as PowerJob's TimeExpressionType). */
export const TIME_TYPE = { API: 1, CRON: 2, FIXED_RATE: 3, FIXED_DELAY: 4, WORKFLOW: 5 } as const;

const FIELD_NAMES = ['秒', '分', '时', '日', '月', '周'] as const;
/** A field no expression can get wrong, to try one field of an expression at a time. */
const NEUTRAL = ['0', '*', '*', '*', '*', '?'] as const;

const parses = (expression: string): string | undefined => {
  try {
    CronExpressionParser.parse(expression, { strict: false });
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
};

/**
 * Why a CRON expression (PowerJob's six fields: second minute hour day month weekday) cannot run, naming the
 * position of the error: `第3个字段（时）“25”无效：…`. cron-parser checks the whole expression but does not say
 * where, so each field is tried alone among neutral ones.
 */
export const cronProblem = (expression: string): string | undefined => {
  const fields = expression.trim().split(/\s+/).filter(Boolean);
  if (fields.length !== 6) {
    return `CRON表达式须为6个字段（秒 分 时 日 月 周），当前为${fields.length}个`;
  }
  for (const [index, field] of fields.entries()) {
    const probe = NEUTRAL.map((neutral, at) => (at === index ? field : neutral));
    // Day and weekday cannot both be given in Quartz; when trying the day, leave the weekday open.
    if (index === 5 && field !== '?' && field !== '*') probe[3] = '?';
    const message = parses(probe.join(' '));
    if (message) return `第${index + 1}个字段（${FIELD_NAMES[index]}）“${field}”无效：${message}`;
  }
  const whole = parses(fields.join(' '));
  return whole ? `CRON表达式无效：${whole}` : undefined;
};

/** The first fire of a CRON expression strictly after `afterMs`, or undefined when it never fires again. */
export const nextCron = (expression: string, afterMs: number): number | undefined => {
  try {
    const parsed = CronExpressionParser.parse(expression, { currentDate: new Date(afterMs), strict: false });
    return parsed.hasNext() ? parsed.next().getTime() : undefined;
  } catch {
    return undefined;
  }
};

/** Why a schedule cannot be kept, or undefined: the time expression must fit its type. */
export const timingProblem = (type: number, expression: string | null | undefined): string | undefined => {
  const text = (expression ?? '').trim();
  if (type === TIME_TYPE.API || type === TIME_TYPE.WORKFLOW) return undefined;
  if (!text) return '请输入时间表达式';
  if (type === TIME_TYPE.CRON) return cronProblem(text);
  if (type === TIME_TYPE.FIXED_RATE || type === TIME_TYPE.FIXED_DELAY) {
    if (!/^\d+$/.test(text)) return '固定频率/固定延迟的时间表达式须为毫秒数（正整数）';
    // Below a second the embedded scheduler could not keep its promise of one instance per fire.
    if (Number(text) < 1000) return '固定频率/固定延迟不能小于1000毫秒';
    return undefined;
  }
  return '定时类型无效';
};

export interface Timing {
  readonly type: number;
  readonly expression: string | null;
  /** Epoch ms of the lifecycle, when set. */
  readonly lifecycleStart?: number | undefined;
  readonly lifecycleEnd?: number | undefined;
}

/**
 * The next fire after `afterMs` for scheduled types (API and workflow jobs never fire by themselves). Fixed rate
 * counts from the last fire, fixed delay from the last end (the caller passes the right base as `afterMs`). A fire
 * before the lifecycle start moves to it; none after its end.
 */
export const nextFire = (timing: Timing, afterMs: number): number | undefined => {
  const from = Math.max(afterMs, (timing.lifecycleStart ?? 0) - 1);
  let next: number | undefined;
  if (timing.type === TIME_TYPE.CRON) next = nextCron(timing.expression ?? '', from);
  else if (timing.type === TIME_TYPE.FIXED_RATE || timing.type === TIME_TYPE.FIXED_DELAY) {
    const every = Number(timing.expression);
    if (!Number.isSafeInteger(every) || every <= 0) return undefined;
    next =
      timing.lifecycleStart !== undefined && afterMs < timing.lifecycleStart ? timing.lifecycleStart : afterMs + every;
  }
  if (next === undefined) return undefined;
  if (timing.lifecycleEnd !== undefined && next > timing.lifecycleEnd) return undefined;
  return next;
};
