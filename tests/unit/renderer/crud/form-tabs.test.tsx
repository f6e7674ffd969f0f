import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formTabsOf } from '../../../../src/renderer/crud/core/form-layout';
import { testDataProvider } from '../../../../src/renderer/crud/core/test-data-provider';
import { FormDrawer } from '../../../../src/renderer/crud/fluent/FormDrawer';
import { defineResource, STANDARD_VERBS, type Field, type ResourceDef } from '../../../../src/shared/resources';
import { renderCrud } from './crud-harness';

const basic = 'res.common.groups.basic' as const;
const detail = 'res.common.groups.detail' as const;
const security = 'res.common.groups.security' as const;

/** A form on two tabs (基础信息, 详细信息); the second holds a group (安全设置) and a required field. */
const tabbed: ResourceDef = defineResource<Record<string, unknown>>()({
  name: 'tabbed',
  area: 'test',
  title: 'res.system.post.title',
  endpoint: '/tabbed',
  verbs: STANDARD_VERBS,
  table: 'tabbed',
  tenantScoped: false,
  audit: false,
  softDelete: false,
  idKind: 'snowflake',
  shape: 'flat',
  filterStyle: 'map',
  permission: 'tabbed',
  fields: [
    {
      name: 'postName',
      kind: 'text',
      label: 'res.system.post.fields.postName',
      rules: [{ kind: 'required', message: 'res.system.post.rules.postName' }],
    },
    { name: 'remark', kind: 'text', label: 'res.system.post.fields.remark', form: { tab: basic } },
    {
      name: 'postCode',
      kind: 'text',
      label: 'res.system.post.fields.postCode',
      form: { tab: detail, group: security },
      rules: [{ kind: 'required', message: 'res.system.post.rules.postCode' }],
    },
    { name: 'sort', kind: 'integer', label: 'res.system.post.fields.sort' },
  ] satisfies Field[],
});

const control = (field: string) => document.getElementById(`crud-tabbed-${field}`) as HTMLInputElement;
const panelOf = (field: string) => control(field).closest('[role="tabpanel"]') as HTMLElement;

describe('form tabs', () => {
  it('lays fields out on tabs: untabbed leading fields join the first tab, later ones stay on the tab before', () => {
    const layout = formTabsOf(tabbed.fields);
    expect(layout.map((tab) => [tab.title, tab.groups.flatMap((group) => group.fields.map((f) => f.name))])).toEqual([
      [basic, ['postName', 'remark']],
      [detail, ['postCode', 'sort']],
    ]);
    expect(layout[1].groups.map((group) => group.title)).toEqual([security]);
    // Without any tab: one untitled tab.
    expect(formTabsOf(tabbed.fields.map((field) => ({ ...field, form: undefined }))).map((tab) => tab.title)).toEqual([
      undefined,
    ]);
  });

  it('shows a tab list, the first tab open, groups inside their tab, and the keyboard on the first field', async () => {
    await renderCrud(<FormDrawer def={tabbed} mode="create" onClose={() => undefined} />, testDataProvider());
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toEqual([
      screen.getByRole('tab', { name: '基础信息' }),
      screen.getByRole('tab', { name: '详细信息' }),
    ]);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    expect(panelOf('postName').hidden).toBe(false);
    expect(panelOf('postCode').hidden).toBe(true);
    expect(within(panelOf('postCode')).getByRole('heading', { name: '安全设置', hidden: true })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(control('postName')));

    fireEvent.click(tabs[1]);
    expect(panelOf('postCode').hidden).toBe(false);
    expect(panelOf('postName').hidden).toBe(true);
  });

  it('opens the tab of the first invalid field and puts the keyboard on it when a submit is refused', async () => {
    const submit = vi.fn(async () => undefined);
    await renderCrud(<FormDrawer def={tabbed} mode="create" onClose={() => undefined} />, testDataProvider({ submit }));
    fireEvent.change(control('postName'), { target: { value: '经理' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(panelOf('postCode').hidden).toBe(false));
    expect(screen.getAllByRole('tab')[1].getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(control('postCode')));
    expect(within(panelOf('postCode')).getByText('请输入岗位编号')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();

    // Back on the first tab, a refusal there moves the keyboard back to the first tab's field.
    fireEvent.click(screen.getAllByRole('tab')[0]);
    fireEvent.change(control('postName'), { target: { value: '' } });
    fireEvent.change(control('postCode'), { target: { value: 'boss' } });
    fireEvent.click(screen.getAllByRole('tab')[1]);
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(document.activeElement).toBe(control('postName')));
    expect(panelOf('postName').hidden).toBe(false);
  });

  it('shows the same tabs in the view mode', async () => {
    const getOne = vi.fn(async () => ({ id: '7', postName: '经理', postCode: 'boss', sort: 1 }));
    await renderCrud(
      <FormDrawer def={tabbed} mode="view" recordKey="7" onClose={() => undefined} />,
      testDataProvider({ getOne: getOne as never }),
    );
    await waitFor(() => expect(control('postName').value).toBe('经理'));
    expect(screen.getAllByRole('tab')).toEqual([
      screen.getByRole('tab', { name: '基础信息' }),
      screen.getByRole('tab', { name: '详细信息' }),
    ]);
    fireEvent.click(screen.getAllByRole('tab')[1]);
    expect(control('postCode').value).toBe('boss');
    expect(control('postCode').disabled).toBe(true);
  });
});

describe('the form drawer', () => {
  it('stays open on an outside click, closes on Esc when nothing was typed, and not while saving', async () => {
    const onClose = vi.fn();
    let finish: () => void = () => undefined;
    const submit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await renderCrud(<FormDrawer def={tabbed} mode="create" onClose={onClose} />, testDataProvider({ submit }));
    const dialog = screen.getByRole('alertdialog');
    const backdrop = document.querySelector('.fui-OverlayDrawer__backdrop, .fui-DialogSurface__backdrop');
    expect(backdrop).not.toBeNull();
    fireEvent.click(backdrop as Element);
    fireEvent.mouseDown(document.body);
    fireEvent.click(document.body);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBe(dialog);

    fireEvent.change(control('postName'), { target: { value: '经理' } });
    fireEvent.click(screen.getAllByRole('tab')[1]);
    fireEvent.change(control('postCode'), { target: { value: 'boss' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(submit).toHaveBeenCalled());
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => finish());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('closes on Esc at once when nothing was typed, and asks first when something was', async () => {
    const onClose = vi.fn();
    await renderCrud(<FormDrawer def={tabbed} mode="create" onClose={onClose} />, testDataProvider());
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
