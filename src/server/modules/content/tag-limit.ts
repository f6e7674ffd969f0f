import type { WriteArgs } from '../../crud/submit';
import { badRequest } from '../../http/errors';

/** Guides and itineraries carry at most three tags (spec 001 §5, §9); the refusal names the field's rule. */
export const MAX_TAGS = 3;

export const refuseTooManyTags =
  (message: string) =>
  ({ values }: WriteArgs): void => {
    if (values.tag === undefined || values.tag === null) return;
    const tags = String(values.tag)
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (tags.length > MAX_TAGS) throw badRequest(message);
  };
