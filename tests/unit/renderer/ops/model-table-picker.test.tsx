import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { testDataProvider } from '../../../../src/renderer/crud/core/test-data-provider';
import { FormDrawer } from '../../../../src/renderer/crud/fluent/FormDrawer';
import { TablePickerWidget } from '../../../../src/renderer/screens/ops/model/TablePickerWidget';
import { getResource } from '../../../../src/shared/resources';
import { renderCrud } from '../crud/crud-harness';

// The engine's FormDrawer `widgets` (a screen's own widget for a field, inside the form's FormProvider), as the
// 数据模型 form uses it: the table is chosen from the tables of the data source chosen above it.

const model = getResource('model');
const widgets = { modelTable: TablePickerWidget };
const tables = [
  { tableName: 'blade_notice', columnCount: 8 },
  { tableName: 'merchant_info', columnCount: 40 },
];

it('lists the tables of the chosen data source and saves the one picked', async () => {
  const custom = vi.fn(async () => tables);
  const submit = vi.fn(async () => undefined);
  await renderCrud(
    <FormDrawer
      def={model}
      mode="create"
      initialValues={{ datasourceId: '5', modelName: '公告', modelCode: 'notice' }}
      onClose={() => undefined}
      widgets={widgets}
    />,
    testDataProvider({ custom, submit, getList: async () => ({ records: [], total: 0 }) }),
  );
  await waitFor(() =>
    expect(custom).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/api/blade-develop/model/table-list', params: { datasourceId: '5' } }),
    ),
  );
  const picker = document.getElementById('crud-model-modelTable') as HTMLElement;
  await waitFor(() => expect(picker.hasAttribute('disabled')).toBe(false));
  fireEvent.click(picker);
  fireEvent.click(await screen.findByRole('option', { name: 'merchant_info（40 列）' }));
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  await waitFor(() =>
    expect(submit).toHaveBeenCalledWith(model, expect.objectContaining({ modelTable: 'merchant_info' }), 'create'),
  );
});

it('asks for the data source first, reading nothing', async () => {
  const custom = vi.fn(async () => tables);
  await renderCrud(
    <FormDrawer def={model} mode="create" onClose={() => undefined} widgets={widgets} />,
    testDataProvider({ custom, getList: async () => ({ records: [], total: 0 }) }),
  );
  expect(await screen.findByText('请先选择数据源')).toBeTruthy();
  expect(document.getElementById('crud-model-modelTable')?.hasAttribute('disabled')).toBe(true);
  expect(custom).not.toHaveBeenCalled();
});

it('shows why the data source cannot be read', async () => {
  await renderCrud(
    <FormDrawer
      def={model}
      mode="create"
      initialValues={{ datasourceId: '6' }}
      onClose={() => undefined}
      widgets={widgets}
    />,
    testDataProvider({
      custom: async () => {
        throw new Error('无法打开数据源：文件不存在：/data/gone.db');
      },
      getList: async () => ({ records: [], total: 0 }),
    }),
  );
  expect((await screen.findByRole('alert')).textContent).toBe('无法打开数据源：文件不存在：/data/gone.db');
});
