import type { Language } from '../../../shared/i18n';
import { queueSourceById, type QueueCounts } from '../../../shared/queues';

/** What the tray menu reflects: who is signed in, the lock, whether the board may be opened, the queues. */
export interface TrayState {
  language: Language;
  signedIn: boolean;
  locked: boolean;
  /** The signed-in user may open the big-data board (its header button's rule). */
  boardAllowed: boolean;
  queues: QueueCounts;
}

export type TrayAction = 'open' | 'lock' | 'board' | 'quit' | { queue: string };

export type TrayItem = { type: 'separator' } | { type: 'item'; label: string; enabled: boolean; action: TrayAction };

const texts = {
  zh: {
    app: '大理文旅运营管理平台',
    open: '打开工作台',
    lock: '锁定工作台',
    board: '打开大数据看板',
    quit: '退出',
    waiting: (n: number) => `${n} 项待处理`,
    queue: (label: string, n: number) => `${label}(${n})`,
  },
  en: {
    app: 'Dali operations back-office',
    open: 'Open the workspace',
    lock: 'Lock the workspace',
    board: 'Open the big-data board',
    quit: 'Quit',
    waiting: (n: number) => `${n} waiting`,
    queue: (label: string, n: number) => `${label} (${n})`,
  },
} as const;

/**
 * The tray icon's menu (issue 20 item 6): open, lock, board, quit, and above them every queue that holds work (a click
 * opens its screen). Lock is offered only to a signed-in, unlocked workspace; the board to those who may read it.
 */
export const trayMenu = (state: TrayState): TrayItem[] => {
  const t = texts[state.language];
  const queues: TrayItem[] = state.queues.queues
    .filter((q) => q.count > 0)
    .flatMap((q) => {
      const source = queueSourceById(q.id);
      return source
        ? [
            {
              type: 'item' as const,
              label: t.queue(source.label[state.language], q.count),
              enabled: true,
              action: { queue: q.id },
            },
          ]
        : [];
    });
  return [
    ...queues,
    ...(queues.length > 0 ? [{ type: 'separator' as const }] : []),
    { type: 'item', label: t.open, enabled: true, action: 'open' },
    { type: 'item', label: t.lock, enabled: state.signedIn && !state.locked, action: 'lock' },
    { type: 'item', label: t.board, enabled: state.signedIn && state.boardAllowed, action: 'board' },
    { type: 'separator' },
    { type: 'item', label: t.quit, enabled: true, action: 'quit' },
  ];
};

/** The tray icon's tooltip: the app, and how much work waits. */
export const trayTooltip = (state: TrayState): string => {
  const t = texts[state.language];
  return state.queues.total > 0 ? `${t.app} - ${t.waiting(state.queues.total)}` : t.app;
};
