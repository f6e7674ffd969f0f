import { fireEvent, screen, waitFor } from '@testing-library/react';
import { strFromU8, unzipSync } from 'fflate';
import { expect, it, vi } from 'vitest';
import { testDataProvider } from '../../../../src/renderer/crud/core/test-data-provider';
import { CodePreviewDialog, zipOfFiles } from '../../../../src/renderer/screens/ops/CodePreviewDialog';
import { renderCrud } from '../crud/crud-harness';

it('shows each generated file of the task by its path, asking gen-code for that task only', async () => {
  const custom = vi.fn(async () => [
    { path: 'src/shared/resources/desk/notice-copy.ts', content: "const r = resource('desk', 'noticeCopy', {" },
    { path: 'src/shared/resources/desk/index.ts', content: "export * from './notice-copy';" },
  ]);
  await renderCrud(
    <CodePreviewDialog task={{ id: '7', codeName: '公告副本' }} onClose={() => undefined} />,
    testDataProvider({ custom }),
  );
  const files = await screen.findAllByTestId('generated-file');
  expect(files.map((file) => file.querySelector('pre')?.textContent)).toEqual([
    "const r = resource('desk', 'noticeCopy', {",
    "export * from './notice-copy';",
  ]);
  expect(screen.getByText('代码预览：公告副本')).toBeTruthy();
  expect(custom).toHaveBeenCalledWith(
    expect.objectContaining({ method: 'POST', url: '/api/blade-develop/code/gen-code', params: { ids: '7' } }),
  );
});

it('shows why nothing could be generated', async () => {
  await renderCrud(
    <CodePreviewDialog task={{ id: '7', codeName: '公告副本' }} onClose={() => undefined} />,
    testDataProvider({
      custom: async () => {
        throw new Error('“公告副本”的数据模型还没有字段，请先在模型中保存字段');
      },
    }),
  );
  expect((await screen.findByRole('alert')).textContent).toContain('还没有字段');
});

it('zips the previewed files under their paths', () => {
  const entries = unzipSync(zipOfFiles([{ path: 'src/shared/resources/desk/index.ts', content: 'export {};' }]));
  expect(Object.keys(entries)).toEqual(['src/shared/resources/desk/index.ts']);
  expect(strFromU8(entries['src/shared/resources/desk/index.ts']!)).toBe('export {};');
});

const files = [{ path: 'src/shared/resources/desk/notice-copy.ts', content: 'export {};' }];

it('offers 写入源码 in development and lists what was written', async () => {
  const custom = vi.fn(async ({ url }: { url: string }) =>
    url.endsWith('/gen-code')
      ? files
      : url.endsWith('/source-tree')
        ? { writable: true, root: '/work/dali' }
        : { files: ['src/shared/resources/desk/notice-copy.ts', 'src/shared/resources/desk/index.ts'] },
  );
  await renderCrud(
    <CodePreviewDialog task={{ id: '7', codeName: '公告副本' }} onClose={() => undefined} />,
    testDataProvider({ custom }),
  );
  fireEvent.click(await screen.findByRole('button', { name: '写入源码' }));
  const status = await screen.findByRole('status');
  expect(status.textContent).toContain('已写入 /work/dali：');
  expect(status.textContent).toContain('src/shared/resources/desk/index.ts');
  expect(custom).toHaveBeenCalledWith(
    expect.objectContaining({ method: 'POST', url: '/api/blade-develop/code/write-source', params: { id: '7' } }),
  );
});

it('does not offer 写入源码 outside development, and shows a refused write', async () => {
  await renderCrud(
    <CodePreviewDialog task={{ id: '7', codeName: '公告副本' }} onClose={() => undefined} />,
    testDataProvider({
      custom: async ({ url }) =>
        url.endsWith('/gen-code') ? files : { writable: false, reason: '只有在开发环境（从源码运行）中才能写入源码' },
    }),
  );
  await screen.findByRole('button', { name: '下载 zip' });
  await waitFor(() => expect(screen.queryByRole('button', { name: '写入源码' })).toBeNull());
});
