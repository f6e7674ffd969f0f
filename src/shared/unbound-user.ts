/**
 * Spec 000 §2.3: a signed-in user whose id is missing, not a number, or negative is a social sign-in with no platform
 * account yet; it may only register (the renderer's registration dialog) and the host polls nothing for it.
 */
export const needsRegistration = (userId: string | null | undefined): boolean => {
  const id = (userId ?? '').trim();
  if (id === '') return true;
  const n = Number(id);
  return Number.isNaN(n) || n < 0;
};
