import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ViewRangePicker } from '../../../../../src/renderer/board/views/business/ViewRangePicker';
import { renderWithProviders } from '../../render-with-providers';

afterEach(cleanup);

const setup = async () => {
  const onChange = vi.fn();
  await renderWithProviders(<ViewRangePicker value={null} onChange={onChange} testId="range" />);
  return {
    onChange,
    start: screen.getByLabelText('开始时间'),
    end: screen.getByLabelText('结束时间'),
  };
};

describe("a view's own date-time range", () => {
  it('shows the placeholder until a range is chosen', async () => {
    await setup();
    expect(screen.getByTestId('range').textContent).toContain('请选择时间范围');
  });

  it('applies a complete range, seconds defaulting to :00 at the start and :59 at the end', async () => {
    const { onChange, start, end } = await setup();
    fireEvent.change(start, { target: { value: '2025-03-01T00:00' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(end, { target: { value: '2025-03-31T23:59' } });
    expect(onChange).toHaveBeenCalledWith({ from: '2025-03-01 00:00:00', to: '2025-03-31 23:59:59' });
  });

  it('says why a reversed range is not used and sends nothing', async () => {
    const { onChange, start, end } = await setup();
    fireEvent.change(start, { target: { value: '2025-04-01T00:00:00' } });
    fireEvent.change(end, { target: { value: '2025-03-01T00:00:00' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('开始时间不能晚于结束时间');
    expect(start.getAttribute('aria-invalid')).toBe('true');
  });

  it('goes back to the board range when cleared', async () => {
    const { onChange, start, end } = await setup();
    fireEvent.change(start, { target: { value: '2025-03-01T00:00' } });
    fireEvent.change(end, { target: { value: '2025-03-02T00:00' } });
    fireEvent.click(screen.getByRole('button', { name: '清除' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect((start as HTMLInputElement).value).toBe('');
    expect(screen.getByTestId('range').textContent).toContain('请选择时间范围');
  });
});
