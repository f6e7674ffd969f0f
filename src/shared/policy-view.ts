import type { PolicyView } from './policy';

/**
 * Nothing forced: the policy view before main answers, and where no policy applies. Kept apart from policy.ts (its
 * zod schemas) so the renderer can use it without zod.
 */
export const noPolicy: PolicyView = {
  locks: {},
  idleLock: null,
  kioskDisplay: null,
  exportDisabled: false,
  crashUpload: false,
  ignored: [],
};
