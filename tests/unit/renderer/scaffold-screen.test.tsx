/// <reference types="node" />
// Runs in jsdom but copies the project with Node's fs (tests/helpers/scaffold-copy.ts).
import { screen } from '@testing-library/react';
import { createElement, Suspense, type ComponentType } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_ARGS, copyProject, DEMO_MENU, type ProjectCopy } from '../../helpers/scaffold-copy';

import type * as HarnessModule from './crud/crud-harness';
import type * as ResolverModule from '../../../src/renderer/screens/resolve-screen';

type Harness = typeof HarnessModule;
type Resolver = typeof ResolverModule;

// The other half of the scaffold proof (tests/server/crud/scaffold.test.ts): in a copy of the project where
// `resource:new` wrote a throwaway gift-card definition (COUPON_ARGS) and nothing else was edited, the menu path opens the engine's screen
// with the definition's title, columns and toolbar.
describe('the screen of a scaffolded resource', () => {
  let copy: ProjectCopy;
  beforeAll(async () => {
    copy = copyProject();
    await copy.scaffold('resource-new', COUPON_ARGS);
  }, 180_000);
  afterAll(() => copy.remove());

  it('opens at its menu path with its title, columns and buttons', async () => {
    const harness = (await import(
      /* @vite-ignore */ `${copy.root}/tests/unit/renderer/crud/crud-harness.tsx`
    )) as Harness;
    const { resolveScreen } = (await import(
      /* @vite-ignore */ `${copy.root}/src/renderer/screens/resolve-screen.tsx`
    )) as Resolver;
    // No export grant: its button is a lazy chunk of its own, which would still be loading when the copy is removed.
    harness.grantButtons([DEMO_MENU.code, `${DEMO_MENU.code}_add`, `${DEMO_MENU.code}_view`]);
    const Screen = resolveScreen(DEMO_MENU.path) as ComponentType | null;
    expect(Screen).not.toBeNull();
    const rows = [{ id: '1', title: '洱海春游券', amount: 20.5, openType: 1, useEndDate: '2026-12-31' }];
    const provider = {
      getList: async () => ({ records: rows, total: 1 }),
      getOne: async () => rows[0],
    } as unknown as Parameters<Harness['renderCrud']>[1];
    await harness.renderCrud(
      createElement(Suspense, { fallback: null }, createElement(Screen as ComponentType)),
      provider,
    );
    expect(await screen.findByRole('heading', { name: DEMO_MENU.title })).toBeDefined();
    expect(await screen.findByText('洱海春游券')).toBeDefined();
    for (const header of ['优惠券名称', '面额', '启用状态', '截止日期'])
      expect(screen.getAllByText(header).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: '新增' })).toBeDefined();
  }, 60_000);
});
