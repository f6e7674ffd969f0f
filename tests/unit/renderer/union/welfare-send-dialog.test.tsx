import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testDataProvider } from '../../../../src/renderer/crud/core/test-data-provider';
import { idCardsOf, invalidCount } from '../../../../src/renderer/screens/union/union-welfare-user/welfare-id-list';
import { WelfareSendDialog } from '../../../../src/renderer/screens/union/union-welfare-user/WelfareSendDialog';
import { api, renderCrud } from '../crud/crud-harness';

// 发放福利 by a pasted list of citizen IDs (issue 14 item 4): checked before sending, then the counts and the log.

const GOOD = '532901199001010019';
const envelope = (data: unknown) => ({
  ok: true as const,
  data: { status: 200, data: { code: 200, success: true, msg: '操作成功', data } },
});

beforeEach(() => api.reset());

describe('citizen ID lists', () => {
  it('splits lines, commas and spaces, upper-cases, and counts the numbers failing the rules', () => {
    const cards = idCardsOf(`53290119900101001x\n 123 ，${GOOD}`);
    expect(cards).toEqual(['53290119900101001X', '123', GOOD]);
    expect(invalidCount(cards)).toBe(2);
  });
});

describe('WelfareSendDialog', () => {
  it('sends a list of IDs, then shows the counts and each failure with its reason', async () => {
    const sent: unknown[] = [];
    api.handle('http.request', (input) => {
      const request = input as { url: string; data?: unknown };
      if (request.url.endsWith('/tradeUnionWelfare/list'))
        return envelope({ records: [{ id: '11', name: '中秋福利' }] });
      if (request.url.endsWith('/tradeUnionList')) return envelope({ records: [{ id: '21', name: '大理市总工会' }] });
      if (request.url.endsWith('/welfareUserSendIdCards')) {
        sent.push(request.data);
        return envelope({ recordId: '31', totalCount: 2, scount: 1, fcount: 1 });
      }
      if (request.url.endsWith('/importLog/list'))
        return envelope({
          records: [
            { id: '1', idCard: GOOD, realName: '段晓云', reson: '', isSucess: 1 },
            { id: '2', idCard: '123', realName: '', reson: '证件号码长度不为18位', isSucess: 0 },
          ],
        });
      return envelope(null);
    });
    const onSent = vi.fn();
    await renderCrud(<WelfareSendDialog onClose={vi.fn()} onSent={onSent} />, testDataProvider({}));
    const submit = screen.getByTestId('welfare-send-submit');
    expect(submit).toHaveProperty('disabled', true);
    await waitFor(() => expect(screen.getByRole('option', { name: '中秋福利' })).toBeTruthy());
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '11' } });
    fireEvent.change(screen.getByTestId('welfare-send-id-cards'), { target: { value: `${GOOD}\n123` } });
    expect(screen.getByText('共2个号码，其中1个不符合身份证号规则（仍会记入导入日志）')).toBeTruthy();
    fireEvent.click(submit);
    expect((await screen.findByTestId('welfare-send-result')).textContent).toBe('发放完成：共2人，成功1人，失败1人');
    expect(sent).toEqual([{ welfareId: '11', idCards: [GOOD, '123'] }]);
    expect(screen.getByText('证件号码长度不为18位')).toBeTruthy();
    expect(onSent).toHaveBeenCalled();
  });
});
