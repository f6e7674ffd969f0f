import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { testDataProvider } from '../../../../src/renderer/crud/core/test-data-provider';
import { ModelFieldsDialog } from '../../../../src/renderer/screens/ops/model/ModelFieldsDialog';
import { renderCrud } from '../crud/crud-harness';

const proposed = [
  {
    modelId: '9',
    jdbcName: 'title',
    jdbcType: 'VARCHAR(255)',
    comment: 'title',
    propertyName: 'title',
    componentType: 'text',
    isList: 1,
    isForm: 1,
    isRequired: 0,
    isQuery: 1,
    queryType: '',
    dictCode: '',
  },
  {
    modelId: '9',
    jdbcName: 'category',
    jdbcType: 'INTEGER',
    comment: 'category',
    propertyName: 'category',
    componentType: 'integer',
    isList: 1,
    isForm: 1,
    isRequired: 0,
    isQuery: 0,
    queryType: '',
    dictCode: '',
  },
];

it('reads the fields from the model’s table, and saves what the operator changed all at once', async () => {
  const saved: unknown[] = [];
  const custom = vi.fn(async (request: { method: string; url: string; data?: unknown }) => {
    if (request.method === 'POST') saved.push(request.data);
    return request.method === 'GET' ? proposed : true;
  });
  const onClose = vi.fn();
  await renderCrud(
    <ModelFieldsDialog model={{ id: '9', modelName: '公告', modelTable: 'blade_notice' }} onClose={onClose} />,
    testDataProvider({ custom }),
  );
  const label = await screen.findByLabelText('title 中文标签');
  fireEvent.change(label, { target: { value: '标题' } });
  fireEvent.change(screen.getByLabelText('category 组件'), { target: { value: 'dict' } });
  expect(screen.getByRole('status').textContent).toBe('第2行：字典字段须填写字典编号');
  expect((screen.getByRole('button', { name: '保存' }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent.change(screen.getByLabelText('category 字典编号'), { target: { value: 'notice' } });
  fireEvent.change(screen.getByLabelText('category 中文标签'), { target: { value: '类型' } });
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(custom).toHaveBeenCalledWith(
    expect.objectContaining({ url: '/api/blade-develop/model/model-prototype', params: { modelId: '9' } }),
  );
  expect(saved).toEqual([
    [
      { ...proposed[0], comment: '标题' },
      { ...proposed[1], comment: '类型', componentType: 'dict', dictCode: 'notice' },
    ],
  ]);
});

it('keeps the grid and shows the server’s reason when the save is refused; reads the table again on demand', async () => {
  const custom = vi.fn(async (request: { method: string; params?: Record<string, string> }) => {
    if (request.method === 'POST') throw new Error('第1行: 属性名“title”重复');
    return proposed;
  });
  const onClose = vi.fn();
  await renderCrud(
    <ModelFieldsDialog model={{ id: '9', modelName: '公告', modelTable: 'blade_notice' }} onClose={onClose} />,
    testDataProvider({ custom }),
  );
  fireEvent.change(await screen.findByLabelText('title 中文标签'), { target: { value: '标题' } });
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  expect((await screen.findByRole('alert')).textContent).toContain('属性名“title”重复');
  expect((screen.getByLabelText('title 中文标签') as HTMLInputElement).value).toBe('标题');
  expect(onClose).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: '重新读取表字段' }));
  await waitFor(() =>
    expect(custom).toHaveBeenCalledWith(expect.objectContaining({ params: { modelId: '9', refresh: '1' } })),
  );
});
