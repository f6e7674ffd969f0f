// The renderer's half of the export (src/renderer/crud-export), pure parts: what the toolbar asks the
// host for, and how the dialog follows the host's events.
import { describe, expect, it } from 'vitest';
import { exportStartSchema } from '../../../../src/shared/contract';
import { findResourceText, postResource, userResource, type ResourceTextKey } from '../../../../src/shared/resources';
import {
  exportColumnsOf,
  exportFileNameOf,
  exportParamsOf,
  exportRequestOf,
} from '../../../../src/renderer/crud-export/export-columns';
import {
  exportReducer,
  exportShare,
  initialExportState,
  type ExportState,
} from '../../../../src/renderer/crud-export/export-state';

const texts = {
  rt: (key: ResourceTextKey) => findResourceText(key, 'zh') ?? key,
  rangeStart: '(开始)',
  rangeEnd: '(结束)',
};

describe('export request from the list screen', () => {
  it('turns the user list’s visible fields into translated, labelled columns the contract accepts', () => {
    const visible = userResource.fields.filter((f) =>
      ['account', 'sex', 'roleId', 'status', 'createTime', 'password'].includes(f.name),
    );
    const labels = new Map([
      [
        'sex',
        new Map([
          ['1', '男'],
          ['2', '女'],
        ]),
      ],
    ]);
    const request = exportRequestOf({
      def: userResource,
      params: {
        account: 'adm',
        status_equal: '1',
        current: 3,
        size: 50,
        descs: 'create_time',
        empty: '',
        nested: { a: 1 },
      },
      fields: visible,
      labels,
      texts,
      now: new Date(2024, 2, 6, 8, 30, 15),
    });
    expect(request.endpoint).toBe('/api/blade-system/user/page');
    expect(request.params).toEqual({ account: 'adm', status_equal: '1', descs: 'create_time' });
    expect(request.fileName).toMatch(/_20240306_083015\.xlsx$/);
    const byName = Object.fromEntries(request.columns.map((c) => [c.name, c]));
    // The password never becomes a column.
    expect(Object.keys(byName)).toEqual(['account', 'sex', 'roleName', 'status', 'createTime']);
    expect(byName.account).toMatchObject({ kind: 'text', header: findResourceText('res.system.user.fields.account') });
    expect(byName.sex).toMatchObject({ kind: 'dict', dict: { '1': '男', '2': '女' } });
    expect(byName.roleName).toMatchObject({ kind: 'dict', fallback: 'roleId' });
    expect(byName.createTime.kind).toBe('datetime');
    expect(exportStartSchema.safeParse(request).success).toBe(true);
  });

  it('labels switches from the definition and splits ranges into two columns', () => {
    const columns = exportColumnsOf(
      [
        {
          name: 'isSealed',
          kind: 'switch',
          on: 1,
          off: 0,
          label: 'res.system.post.fields.postName',
          onLabel: 'res.system.post.fields.postCode',
        },
        {
          name: 'period',
          kind: 'dateRange',
          start: 'startDate',
          end: 'endDate',
          label: 'res.system.post.fields.postName',
        },
      ],
      new Map(),
      texts,
    );
    expect(columns.map((c) => [c.name, c.kind])).toEqual([
      ['isSealed', 'dict'],
      ['startDate', 'date'],
      ['endDate', 'date'],
    ]);
    expect(columns[0].dict).toEqual({ '1': findResourceText('res.system.post.fields.postCode') });
    expect(columns[1].header.endsWith('(开始)')).toBe(true);
  });

  it('writes a number range as two number columns, start and end', () => {
    const columns = exportColumnsOf(
      [
        {
          name: 'ratio',
          kind: 'integerRange',
          start: 'rangeMin',
          end: 'rangeMax',
          label: 'res.system.post.fields.postName',
        },
      ],
      new Map(),
      texts,
    );
    expect(columns).toEqual([
      { name: 'rangeMin', header: '岗位名称(开始)', kind: 'number' },
      { name: 'rangeMax', header: '岗位名称(结束)', kind: 'number' },
    ]);
    expect(exportStartSchema.shape.columns.safeParse(columns).success).toBe(true);
  });

  it('keeps only wire-safe search values', () => {
    expect(
      exportParamsOf({ a: 'x', b: 2, c: true, d: null, e: ['1', 2], f: undefined, g: {}, h: [{}], i: NaN, size: 10 }),
    ).toEqual({
      a: 'x',
      b: 2,
      c: true,
      d: null,
      e: ['1', 2],
    });
  });

  it('names the file after the screen, without characters a file system refuses', () => {
    expect(exportFileNameOf('岗位/职务:列表', new Date(2025, 0, 2, 3, 4, 5))).toBe(
      '岗位_职务_列表_20250102_030405.xlsx',
    );
    expect(
      exportRequestOf({
        def: postResource,
        params: {},
        fields: postResource.fields,
        labels: new Map(),
        texts,
        now: new Date(),
      }).endpoint,
    ).toBe(`/api/blade-system/post/${postResource.verbs.list}`);
  });
});

describe('export dialog state', () => {
  const run = (...actions: Parameters<typeof exportReducer>[1][]): ExportState =>
    actions.reduce(exportReducer, initialExportState);

  it('follows its own export to the end and ignores others', () => {
    const state = run(
      { type: 'start' },
      { type: 'started', exportId: 'a' },
      { type: 'progress', event: { exportId: 'b', written: 900, total: 1000 } },
      { type: 'progress', event: { exportId: 'a', written: 500, total: 2500 } },
      { type: 'progress', event: { exportId: 'a', written: 400, total: 2500 } },
    );
    expect(state).toEqual({ phase: 'running', exportId: 'a', written: 500, total: 2500 });
    expect(exportShare(state)).toBe(0.2);
    const done = exportReducer(state, {
      type: 'finished',
      event: { exportId: 'a', ok: true, fileName: 'x.xlsx', written: 2500, downloadUrl: '/__exports/a' },
    });
    expect(done).toMatchObject({ phase: 'done', written: 2500, downloadUrl: '/__exports/a', revealable: false });
    expect(exportShare(done)).toBe(1);
    expect(exportReducer(done, { type: 'close' })).toEqual(initialExportState);
  });

  it('shows a failure, a cancel and a declined save dialog differently, and cannot be closed while running', () => {
    const running = run({ type: 'start' }, { type: 'started', exportId: 'a' });
    expect(exportReducer(running, { type: 'close' })).toBe(running);
    expect(
      exportReducer(running, {
        type: 'finished',
        event: { exportId: 'a', ok: false, fileName: 'x', written: 3, error: '数据库繁忙' },
      }),
    ).toEqual({ phase: 'failed', message: '数据库繁忙' });
    expect(
      exportReducer(running, {
        type: 'finished',
        event: { exportId: 'a', ok: false, fileName: 'x', written: 3, cancelled: true },
      }),
    ).toEqual({ phase: 'cancelled' });
    expect(run({ type: 'start' }, { type: 'declined' })).toEqual(initialExportState);
    expect(run({ type: 'start' }, { type: 'refused', message: '已有导出正在进行' })).toEqual({
      phase: 'failed',
      message: '已有导出正在进行',
    });
  });
});
