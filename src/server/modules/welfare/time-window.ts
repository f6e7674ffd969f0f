import { badRequest } from '../../http/errors';

type Values = Readonly<Record<string, unknown>>;

/**
 * Refuses a window whose end is before its start, reading each column from the write's values or, when the
 * write leaves it out, the row as it was. Times compare as `yyyy-MM-dd HH:mm:ss` text, which orders them.
 */
export const requireOrderedWindow = (
  values: Values,
  existing: Values | undefined,
  start: string,
  end: string,
  message: string,
): void => {
  const from = values[start] !== undefined ? values[start] : existing?.[start];
  const to = values[end] !== undefined ? values[end] : existing?.[end];
  if (from && to && String(to) < String(from)) throw badRequest(message);
};
