import { describe, expect, it } from 'vitest';
import { leadsToSignIn, SIGN_IN_PATHS, SIGN_IN_PREFIXES } from '../../../src/renderer/app/app-location';
import { routes } from '../../../src/renderer/app/router';

/** The workspace's fixed routes as router.tsx declares them (children of the RequireAuth layout). */
const workspacePaths = (): string[] => {
  const root = routes[0].children ?? [];
  const layout = root.find((route) => route.children && route.children.some((child) => child.path === '/wel/index'));
  return (layout?.children ?? []).map((route) => route.path ?? '').filter((path) => path !== '*');
};

describe('the sign-in shell’s idea of the routes', () => {
  it('knows every fixed workspace route the router has, so a signed-out visit there shows the sign-in page', () => {
    for (const path of workspacePaths()) {
      const sample = path.replace(/\/\*$/, '/x').replace(/:\w+/g, '1');
      expect(leadsToSignIn(sample), path).toBe(true);
    }
    expect(SIGN_IN_PATHS.length + SIGN_IN_PREFIXES.length).toBe(workspacePaths().length + 3);
  });

  it('leaves the error pages, the board, the lock page and unknown addresses to the router', () => {
    for (const path of ['/404', '/403', '/500', '/visualization/index', '/lock', '/no/such/page', '/system/user']) {
      expect(leadsToSignIn(path), path).toBe(false);
    }
    expect(leadsToSignIn('/login?source=test&code=1')).toBe(true);
    expect(leadsToSignIn('/')).toBe(true);
  });
});
