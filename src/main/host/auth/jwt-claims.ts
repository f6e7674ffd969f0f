/**
 * Reads a JWT's claims without verifying it. Only for display fields a dialect leaves out of its
 * token response (flavour S has no dept/role ids); nothing trusts these values.
 */
export const readJwtClaims = (token: string): Record<string, unknown> => {
  const payload = token.split('.')[1];
  if (!payload) return {};
  try {
    const json: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return json !== null && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};
