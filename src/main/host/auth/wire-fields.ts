import { z } from 'zod';

/** An id or text field as servers send it: a string, a number (old builds), or missing. */
export const looseText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? '' : String(v)));

export const positiveSeconds = z.coerce.number().int().positive().catch(3600);
