import type { Kit } from '../kit';

/**
 * What the four municipal-housing lists share: every row is a copy of a row of the housing system, keyed by
 * that system's id (`sourceId`, unique in a tenant) and stamped with the sync that last wrote it. The sync
 * (modules/city/housing-sync.ts) adds, changes or leaves each row; operators read, export and remove them.
 */
export const housingTexts = {
  zh: { sourceId: '来源编号', syncTime: '同步时间' },
  en: { sourceId: 'Source id', syncTime: 'Synced at' },
} as const;

export const housingActionTexts = { zh: { sync: '同步' }, en: { sync: 'Sync' } } as const;

/** What the housing screens say of the last sync (modules/city/housing-sync.ts `sync/last`). */
export const housingSyncTexts = {
  zh: {
    never: '尚未同步',
    last: '上次同步：{{time}}，新增{{added}}条，变更{{changed}}条，未变{{unchanged}}条，失败{{failed}}条',
    failed: '上次同步失败（{{time}}）：{{message}}',
    running: '正在从住房系统同步…',
    done: '同步完成：新增{{added}}条，变更{{changed}}条，未变{{unchanged}}条，失败{{failed}}条',
  },
  en: {
    never: 'Never synced',
    last: 'Last sync {{time}}: {{added}} added, {{changed}} changed, {{unchanged}} unchanged, {{failed}} failed',
    failed: 'The last sync failed ({{time}}): {{message}}',
    running: 'Syncing from the housing system…',
    done: 'Synced: {{added}} added, {{changed}} changed, {{unchanged}} unchanged, {{failed}} failed',
  },
} as const;

type HousingTexts = {
  readonly title: string;
  readonly fields: { readonly sourceId: string; readonly syncTime: string };
  readonly rules: { readonly sourceTaken: string };
  readonly actions: { readonly sync: string };
};

export const housingSourceFields = (r: Kit<HousingTexts>) =>
  [
    r.text('sourceId', {
      search: 'equal',
      required: true,
      max: 64,
      unique: 'rules.sourceTaken',
      table: { width: 120, hidden: true },
    }),
    r.datetime('syncTime', { readOnly: true, form: false, table: { width: 170 } }),
  ] as const;

/** `GET <endpoint>/sync`: fetches every row of the housing system and upserts it (module route, no row input). */
export const housingSyncAction = (r: Kit<HousingTexts>, permission: string) =>
  r.action('sync', { permission, method: 'GET', placement: 'toolbar', input: { kind: 'body' }, confirm: true });
