import { describe, expect, it } from 'vitest';
import type { EventChannel } from '../../../src/shared/contract';
import { createDesktopShell, DOCK_WAIT_MS, withHandoff } from '../../../src/main/host/desktop/desktop-shell';
import { printFileName, type PrintPreviewer } from '../../../src/main/host/desktop/print-preview';
import { createTabHandoffs, HANDOFF_TTL_MS } from '../../../src/main/host/windows/tab-handoffs';
import type { WorkspaceWindows } from '../../../src/main/host/windows/workspace-windows';
import { recordingLogger } from './support/bladex-fixtures';
import { createFakeClock } from './support/fake-clock';

const tab = { label: '用户管理', value: '/system/user?deptId=3', params: {}, query: {}, meta: {}, group: [] };
const carried = { list: { current: 3, values: { account: 'zhao' } }, scroll: 480 };

/** Desktop windows as a list the test can read: which opened where, which has the focus. */
const fakeWindows = () => {
  const opened: Array<{ id: number; route: string | undefined; at?: { x: number; y: number }; sizeOf?: number }> = [];
  const open = new Set<number>([1]);
  const focused: number[] = [];
  let nextId = 10;
  const windows: WorkspaceWindows = {
    async open(route, options = {}) {
      const id = nextId++;
      opened.push({ id, route, ...options });
      open.add(id);
      return id;
    },
    last: () => [...focused].reverse().find((id) => open.has(id)) ?? [...open][0] ?? null,
    focus(id) {
      if (!open.has(id)) return false;
      focused.push(id);
      return true;
    },
    isOpen: (id) => open.has(id),
  };
  return { windows, opened, open, focused };
};

const setUp = (opts: { desktop?: boolean; printer?: PrintPreviewer } = {}) => {
  const clock = createFakeClock();
  const handoffs = createTabHandoffs(clock);
  const desk = fakeWindows();
  const sent: Array<{ windowId: number; event: EventChannel; payload: unknown }> = [];
  const open = new Set([1, 2, 3]);
  const shell = createDesktopShell({
    clock,
    handoffs,
    windows: opts.desktop === false ? undefined : desk.windows,
    sendTo: (windowId, event, payload) => {
      if (opts.desktop === false ? !open.has(windowId) : !desk.open.has(windowId)) return false;
      sent.push({ windowId, event, payload });
      return true;
    },
    isOpen: (id) => (opts.desktop === false ? open.has(id) : desk.open.has(id)),
    printer: opts.printer,
    text: (key) => key,
    log: recordingLogger(),
  });
  return { clock, handoffs, shell, sent, pages: open, ...desk };
};

/** Lets promise chains that wait on a handoff run. */
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('tear-off tabs', () => {
  it('desktop: opens a window at the drop point, sized like the source, on the route with its handoff', async () => {
    const t = setUp();
    const result = await t.shell['window.tearOff']({ tab, carried, at: { x: 2500, y: 300 } }, { windowId: 1 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.opened).toBe(true);
    expect(result.data.route).toBe(withHandoff(tab.value, result.data.handoffId));
    expect(result.data.route).toMatch(/^\/system\/user\?deptId=3&dali-handoff=[\w-]+$/);
    expect(t.opened).toEqual([{ id: 10, route: result.data.route, at: { x: 2500, y: 300 }, sizeOf: 1 }]);
  });

  it('browser host: answers the URL the page opens itself', async () => {
    const t = setUp({ desktop: false });
    const result = await t.shell['window.tearOff']({ tab, carried }, { windowId: 2 });
    expect(result).toMatchObject({ ok: true, data: { opened: false } });
  });

  it('the new window takes the tab once; the source learns it was taken (even when it asks late)', async () => {
    const t = setUp({ desktop: false });
    const torn = await t.shell['window.tearOff']({ tab, carried }, { windowId: 2 });
    if (!torn.ok) throw new Error('tear-off failed');
    const { handoffId } = torn.data;
    const waiting = t.shell['window.handoffTaken']({ handoffId }, { windowId: 2 });
    expect(await t.shell['window.takeHandoff']({ handoffId }, { windowId: 3 })).toEqual({
      ok: true,
      data: { tab, carried },
    });
    expect(await waiting).toEqual({ ok: true, data: { taken: true } });
    expect(await t.shell['window.handoffTaken']({ handoffId }, { windowId: 2 })).toEqual({
      ok: true,
      data: { taken: true },
    });
    // Once only: a reload of the new window does not take it again.
    expect(await t.shell['window.takeHandoff']({ handoffId }, { windowId: 3 })).toEqual({
      ok: false,
      error: { code: 'validation', message: 'handoffGone' },
    });
  });

  it('a handoff nobody takes is given up after a minute, and the source keeps its tab', async () => {
    const t = setUp({ desktop: false });
    const torn = await t.shell['window.tearOff']({ tab, carried }, { windowId: 2 });
    if (!torn.ok) throw new Error('tear-off failed');
    let settled: unknown = null;
    void t.shell['window.handoffTaken']({ handoffId: torn.data.handoffId }, { windowId: 2 }).then((r) => (settled = r));
    t.clock.advance(HANDOFF_TTL_MS - 1);
    t.handoffs.sweep();
    await flush();
    expect(settled).toBeNull();
    t.clock.advance(1);
    t.handoffs.sweep();
    await flush();
    expect(settled).toEqual({ ok: true, data: { taken: false } });
    expect(await t.shell['window.takeHandoff']({ handoffId: torn.data.handoffId }, { windowId: 3 })).toMatchObject({
      ok: false,
    });
  });
});

describe('docking a torn-off tab back', () => {
  it('goes to the window it came from, which takes it; the torn-off window hears it was docked', async () => {
    const t = setUp({ desktop: false });
    const torn = await t.shell['window.tearOff']({ tab, carried }, { windowId: 2 });
    if (!torn.ok) throw new Error('tear-off failed');
    await t.shell['window.takeHandoff']({ handoffId: torn.data.handoffId }, { windowId: 3 });

    const moved = { ...carried, scroll: 0 };
    const docking = t.shell['window.dock']({ tab, carried: moved }, { windowId: 3 });
    await flush();
    expect(t.sent).toHaveLength(1);
    const [{ windowId, event, payload }] = t.sent;
    expect({ windowId, event }).toEqual({ windowId: 2, event: 'window.command' });
    const command = payload as { kind: string; handoffId: string };
    expect(command.kind).toBe('receive-tab');
    expect(await t.shell['window.takeHandoff']({ handoffId: command.handoffId }, { windowId: 2 })).toEqual({
      ok: true,
      data: { tab, carried: moved },
    });
    expect(await docking).toEqual({ ok: true, data: { docked: true } });
  });

  it('desktop: with its opener closed, goes to the window used last and brings it forward', async () => {
    const t = setUp();
    t.focused.push(1);
    const torn = await t.shell['window.tearOff']({ tab, carried }, { windowId: 1 });
    if (!torn.ok) throw new Error('tear-off failed');
    await t.shell['window.takeHandoff']({ handoffId: torn.data.handoffId }, { windowId: 10 });
    t.open.delete(1);
    await t.windows.open('/wel/index');
    t.focused.push(11, 10);
    const docking = t.shell['window.dock']({ tab, carried }, { windowId: 10 });
    await flush();
    // The window used last other than the torn-off one itself.
    expect(t.sent).toEqual([]);
    expect(await docking).toEqual({ ok: true, data: { docked: false } });
    t.focused.push(11);
    const again = t.shell['window.dock']({ tab, carried }, { windowId: 10 });
    await flush();
    expect(t.sent.map((s) => s.windowId)).toEqual([11]);
    expect(t.focused.at(-1)).toBe(11);
    t.clock.advance(DOCK_WAIT_MS);
    t.handoffs.sweep();
    expect(await again).toEqual({ ok: true, data: { docked: false } });
  });

  it('stays put when there is no other window', async () => {
    const t = setUp({ desktop: false });
    expect(await t.shell['window.dock']({ tab, carried }, { windowId: 2 })).toEqual({
      ok: true,
      data: { docked: false },
    });
    expect(t.sent).toEqual([]);
  });
});

describe('bringing a window forward', () => {
  it('focuses the window used last and sends it to the route; opens one when none is left', async () => {
    const t = setUp();
    await t.shell.showScreen('/merchant/product');
    expect(t.focused).toEqual([1]);
    expect(t.sent).toEqual([
      { windowId: 1, event: 'window.command', payload: { kind: 'navigate', path: '/merchant/product' } },
    ]);
    t.open.clear();
    await t.shell.showScreen('/system/user');
    expect(t.opened.at(-1)).toMatchObject({ route: '/system/user' });
  });

  it('follows deep links: a route, the social sign-in callback; anything else only comes forward', async () => {
    const t = setUp();
    await t.shell.openDeepLink('dali-backoffice://open/order/product-order?orderNo=DL1');
    await t.shell.openDeepLink('dali-backoffice://auth/callback?source=test&code=abc&state=000000');
    await t.shell.openDeepLink('dali-backoffice://open//evil.example');
    await t.shell.openDeepLink('https://evil.example/');
    expect(t.sent.map((s) => s.payload)).toEqual([
      { kind: 'navigate', path: '/order/product-order?orderNo=DL1' },
      { kind: 'navigate', path: '/login?source=test&code=abc&state=000000' },
    ]);
    expect(t.focused).toEqual([1, 1, 1, 1]);
  });

  it('asks the window for a lock password (the tray lock without one)', async () => {
    const t = setUp();
    await t.shell.askForLockPassword();
    expect(t.sent).toEqual([{ windowId: 1, event: 'window.command', payload: { kind: 'lock' } }]);
  });
});

describe('print preview', () => {
  it('prints the calling window with a safe file name; the browser host has none', async () => {
    const calls: Array<{ windowId: number; options: unknown }> = [];
    const t = setUp({ printer: { preview: async (windowId, options) => void calls.push({ windowId, options }) } });
    t.clock.set(new Date(2026, 10, 22, 9, 5, 7).getTime());
    expect(await t.shell['window.print']({ title: '用户管理: 第 1/3 页' }, { windowId: 1 })).toEqual({
      ok: true,
      data: null,
    });
    expect(calls).toEqual([
      {
        windowId: 1,
        options: { title: '用户管理: 第 1/3 页', landscape: false, fileName: '用户管理 第 1 3 页 20261122-090507.pdf' },
      },
    ]);
    const failing = setUp({
      printer: {
        preview: async () => {
          throw new Error('window gone');
        },
      },
    });
    expect(await failing.shell['window.print']({ title: 'x' }, { windowId: 1 })).toEqual({
      ok: false,
      error: { code: 'internal', message: 'printFailed' },
    });
    expect(await setUp({ desktop: false }).shell['window.print']({ title: 'x' }, { windowId: 2 })).toEqual({
      ok: false,
      error: { code: 'internal', message: 'printUnavailable' },
    });
    expect(printFileName('  <>:"/\\|?*  ', new Date(2026, 0, 2, 3, 4, 5))).toBe('print 20260102-030405.pdf');
  });
});
