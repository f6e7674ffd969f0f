import type { FastifyRequest } from 'fastify';
import { queryOf } from '../../crud/route-guards';
import { badRequest } from '../../http/errors';

/** `current` (from 1) and `size` (1–1000) of a module's own paged call, as the engine's lists take them. */
export const pageParams = (request: FastifyRequest): { current: number; size: number; offset: number } => {
  const query = queryOf(request);
  const number = (name: string, fallback: number, max: number): number => {
    const raw = query[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1 || value > max) throw badRequest(`参数错误: ${name} 格式不正确`);
    return value;
  };
  const current = number('current', 1, 1_000_000);
  const size = number('size', 10, 1000);
  return { current, size, offset: (current - 1) * size };
};

/** A text parameter of at most `max` characters ('' when absent). */
export const textParam = (request: FastifyRequest, name: string, max = 64): string => {
  const raw = queryOf(request)[name];
  if (raw === undefined || raw === null) return '';
  if (typeof raw !== 'string' || raw.length > max) throw badRequest(`参数错误: ${name} 格式不正确`);
  return raw.trim();
};
