import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testDataProvider } from '../../../../src/renderer/crud/core/test-data-provider';
import {
  noPicks,
  pageState,
  pickAll,
  togglePage,
  togglePick,
} from '../../../../src/renderer/screens/union/union-welfare-user/member-picks';
import { idCardsOf, invalidCount } from '../../../../src/renderer/screens/union/union-welfare-user/welfare-id-list';
import { WelfareSendDialog } from '../../../../src/renderer/screens/union/union-welfare-user/WelfareSendDialog';
import type { Result } from '../../../../src/shared/contract/result';
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
      if (request.url.endsWith('/tradeUnionMember/list')) return envelope({ records: [], total: 0 });
      return envelope(null);
    });
    const onSent = vi.fn();
    await renderCrud(<WelfareSendDialog onClose={vi.fn()} onSent={onSent} />, testDataProvider({}));
    const submit = screen.getByTestId('welfare-send-submit');
    expect(submit).toHaveProperty('disabled', true);
    await waitFor(() => expect(screen.getByRole('option', { name: '中秋福利' })).toBeTruthy());
    fireEvent.change(screen.getByTestId('welfare-send-welfare'), { target: { value: '11' } });
    fireEvent.click(screen.getByRole('radio', { name: '按身份证号名单' }));
    fireEvent.change(screen.getByTestId('welfare-send-id-cards'), { target: { value: `${GOOD}\n123` } });
    expect(screen.getByText('共2个号码，其中1个不符合身份证号规则（仍会记入导入日志）')).toBeTruthy();
    fireEvent.click(submit);
    expect((await screen.findByTestId('welfare-send-result')).textContent).toBe('发放完成：共2人，成功1人，失败1人');
    expect(sent).toEqual([{ welfareId: '11', idCards: [GOOD, '123'] }]);
    expect(screen.getByText('证件号码长度不为18位')).toBeTruthy();
    expect(onSent).toHaveBeenCalled();
  });
});

const member = (n: number) => ({
  id: String(100 + n),
  realName: `会员${n}`,
  idCard: `5329011990010100${n}X`,
  tradeUnionId: '21',
});

describe('member picks', () => {
  it('keep what was picked across pages, toggle a page as a whole, and stop at the limit of one send', () => {
    const page1 = [member(1), member(2)];
    const page2 = [member(3), member(4)];
    let picks = togglePick(noPicks, member(1)).picks;
    expect(pageState(picks, page1)).toBe('mixed');
    picks = togglePage(picks, page1).picks;
    expect(pageState(picks, page1)).toBe(true);
    picks = togglePage(picks, page2).picks;
    expect([...picks.keys()]).toEqual(['101', '102', '103', '104']);
    picks = togglePage(picks, page1).picks;
    expect(pageState(picks, page1)).toBe(false);
    expect([...picks.keys()]).toEqual(['103', '104']);
    const capped = pickAll(picks, [member(5), member(6), member(3)], 3);
    expect([...capped.picks.keys()]).toEqual(['103', '104', '105']);
    expect(capped.dropped).toBe(1);
  });
});

describe('WelfareSendDialog, picked members', () => {
  const members = [member(1), member(2), member(3)];
  const serve = (sendAnswer: () => Result<{ status: number; data: unknown }>) => {
    const sent: unknown[] = [];
    api.handle('http.request', (input) => {
      const request = input as { url: string; data?: unknown; params?: Record<string, unknown> };
      if (request.url.endsWith('/tradeUnionWelfare/list'))
        return envelope({ records: [{ id: '11', name: '中秋福利' }] });
      if (request.url.endsWith('/tradeUnionList'))
        return envelope({ records: [{ id: '21', name: '大理市总工会', vip: 3 }] });
      if (request.url.endsWith('/tradeUnionMember/list')) {
        const size = Number(request.params?.size);
        const current = Number(request.params?.current);
        return envelope({ records: members.slice((current - 1) * size, current * size), total: members.length });
      }
      if (request.url.endsWith('/welfareUserSend')) {
        sent.push(request.data);
        return sendAnswer();
      }
      return envelope(null);
    });
    return sent;
  };

  it('picks a member, then every result of the search, counts them, sends their ids and names the ones not reached', async () => {
    const sent = serve(() =>
      envelope({
        recordId: '31',
        totalCount: 3,
        scount: 2,
        fcount: 1,
        failures: [{ id: '102', realName: '会员2', reason: '该会员已发放过此福利' }],
      }),
    );
    await renderCrud(<WelfareSendDialog onClose={vi.fn()} onSent={vi.fn()} />, testDataProvider({}));
    await waitFor(() => expect(screen.getByRole('option', { name: '中秋福利' })).toBeTruthy());
    fireEvent.change(screen.getByTestId('welfare-send-welfare'), { target: { value: '11' } });
    fireEvent.click(await screen.findByRole('checkbox', { name: '会员1' }));
    expect(screen.getByTestId('welfare-pick-count').textContent).toBe('已选1人');
    // Everything the search finds, read page by page: the one picked already stays once.
    fireEvent.click(screen.getByTestId('welfare-pick-all'));
    await waitFor(() => expect(screen.getByTestId('welfare-pick-count').textContent).toBe('已选3人'));
    fireEvent.click(screen.getByRole('checkbox', { name: '会员3' }));
    expect(screen.getByTestId('welfare-pick-count').textContent).toBe('已选2人');
    fireEvent.click(screen.getByTestId('welfare-send-submit'));
    expect((await screen.findByTestId('welfare-send-result')).textContent).toBe('发放完成：共3人，成功2人，失败1人');
    expect(sent).toEqual([{ welfareId: '11', ids: ['101', '102'] }]);
    expect(screen.getByRole('table', { name: '未发放的会员' }).textContent).toContain('该会员已发放过此福利');
  });

  it('says nothing was written when the send fails, and keeps the picks', async () => {
    serve(() => ({
      ok: false as const,
      error: { code: 'http', message: '「中秋福利」已过期，不能发放', status: 400 },
    }));
    await renderCrud(<WelfareSendDialog onClose={vi.fn()} onSent={vi.fn()} />, testDataProvider({}));
    await waitFor(() => expect(screen.getByRole('option', { name: '中秋福利' })).toBeTruthy());
    fireEvent.change(screen.getByTestId('welfare-send-welfare'), { target: { value: '11' } });
    fireEvent.click(await screen.findByRole('checkbox', { name: '会员2' }));
    fireEvent.click(screen.getByTestId('welfare-send-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '发放失败，未写入任何记录：「中秋福利」已过期，不能发放',
    );
    expect(screen.getByTestId('welfare-pick-count').textContent).toBe('已选1人');
    expect(screen.getByRole('checkbox', { name: '会员2' })).toHaveProperty('checked', true);
  });
});
