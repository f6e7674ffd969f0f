import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilePickArea } from '../../../../src/renderer/ui/FilePickArea';
import { renderWithProviders } from '../render-with-providers';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const renderArea = async (disabled = false) => {
  const onPick = vi.fn();
  await renderWithProviders(
    <FilePickArea
      label="选择文件"
      icon={<span />}
      accept=".xlsx"
      disabled={disabled}
      onPick={onPick}
      buttonId="pick-button"
      inputLabel="选择导入文件"
      inputTestId="pick-input"
    >
      <span data-testid="chosen">未选择文件</span>
    </FilePickArea>,
  );
  return { onPick, input: screen.getByTestId('pick-input') as HTMLInputElement };
};

/** Records what the component writes to the input's value (jsdom keeps a file input's value empty anyway). */
const watchValue = (input: HTMLInputElement) => {
  const written: string[] = [];
  Object.defineProperty(input, 'value', { configurable: true, get: () => '', set: (v: string) => written.push(v) });
  return written;
};

describe('FilePickArea', () => {
  it('the button opens the hidden chooser; the input keeps its filter, name and test id', async () => {
    const { input } = await renderArea();
    const click = vi.spyOn(input, 'click').mockImplementation(() => undefined);
    const button = screen.getByRole('button', { name: '选择文件' });
    expect(button.id).toBe('pick-button');
    fireEvent.click(button);
    expect(click).toHaveBeenCalledTimes(1);
    expect(input.type).toBe('file');
    expect(input.accept).toBe('.xlsx');
    expect(input.getAttribute('aria-label')).toBe('选择导入文件');
    expect(getComputedStyle(input).display).toBe('none');
    expect(screen.getByTestId('chosen').textContent).toBe('未选择文件');
  });

  it('hands over the first chosen file and clears the input so the same file can be chosen again', async () => {
    const { onPick, input } = await renderArea();
    const written = watchValue(input);
    const first = new File(['a'], '用户.xlsx');
    fireEvent.change(input, { target: { files: [first, new File(['b'], 'other.xlsx')] } });
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(onPick).toHaveBeenCalledWith(first);
    expect(written).toEqual(['']);
    fireEvent.change(input, { target: { files: [first] } });
    expect(onPick).toHaveBeenCalledTimes(2);
  });

  it('a dismissed chooser picks nothing', async () => {
    const { onPick, input } = await renderArea();
    fireEvent.change(input, { target: { files: [] } });
    expect(onPick).not.toHaveBeenCalled();
  });

  it('disabled, the button does not open the chooser', async () => {
    const { input } = await renderArea(true);
    const click = vi.spyOn(input, 'click').mockImplementation(() => undefined);
    const button = screen.getByRole('button', { name: '选择文件' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(click).not.toHaveBeenCalled();
  });
});
