import { describe, expect, it } from 'vitest';
import { citizenIdCheckChar } from '../../src/shared/validation/citizen-id';
import { withPage } from './support/browser';
import { setUpSuite } from './support/suite';

// Issue 14: a union welfare sent by a pasted list of citizen IDs with one invalid number, and its import log read
// back in the same dialog.

const suite = setUpSuite({ signOutBeforeEach: true });

// A member of the seeded 漾濞县总工会 (src/server/db/seed-residents.ts) who holds no welfare yet.
const FIRST17 = '53292219851221011';
const MEMBER_ID_CARD = FIRST17 + citizenIdCheckChar(FIRST17);

describe('union welfare send', () => {
  it('sends to a list of IDs, refuses the invalid one with its reason, and shows the import log', async () => {
    await withPage(suite.browser, 'union-welfare-send', async (page) => {
      await suite.signIn(page);
      await page.goto(`${suite.host.url}/union/welfare-user`);
      await page.getByTestId('welfare-send').click();
      // The list's search form has a 福利 filter too: the dialog's own is meant.
      const welfare = page.getByTestId('welfare-send-welfare');
      await welfare.locator('option', { hasText: '春节慰问券' }).waitFor({ state: 'attached' });
      await welfare.selectOption({ label: '春节慰问券' });
      await page.getByRole('radio', { name: '按身份证号名单' }).check();
      await page.getByTestId('welfare-send-id-cards').fill(`${MEMBER_ID_CARD}\n12345`);
      await page.getByText('共2个号码，其中1个不符合身份证号规则（仍会记入导入日志）').waitFor();
      await page.getByTestId('welfare-send-submit').click();
      const result = page.getByTestId('welfare-send-result');
      await result.waitFor();
      expect(await result.textContent()).toBe('发放完成：共2人，成功1人，失败1人');
      const log = page.getByRole('table', { name: '导入日志' });
      await expect.poll(() => log.locator('tbody tr').count()).toBe(2);
      expect(await log.textContent()).toContain('证件号码长度不为18位');
      expect(await log.textContent()).toContain(MEMBER_ID_CARD);
    });
  });

  it('sends to members picked in the dialog: searched by union, counted and sent', async () => {
    await withPage(suite.browser, 'union-welfare-pick', async (page) => {
      await suite.signIn(page);
      await page.goto(`${suite.host.url}/union/welfare-user`);
      await page.getByTestId('welfare-send').click();
      const dialog = page.getByRole('alertdialog');
      const welfare = dialog.getByTestId('welfare-send-welfare');
      await welfare.locator('option', { hasText: '春节慰问券' }).waitFor({ state: 'attached' });
      await welfare.selectOption({ label: '春节慰问券' });
      // 选择会员 is the default: the seeded 祥云县总工会's members hold no welfare yet.
      const union = dialog.locator('select[aria-label="工会"]');
      await union.locator('option', { hasText: '祥云县总工会' }).waitFor({ state: 'attached' });
      await union.selectOption({ label: '祥云县总工会' });
      await dialog.getByRole('button', { name: '搜索', exact: true }).click();
      await dialog.getByRole('checkbox', { name: '杨海' }).check();
      await dialog.getByRole('checkbox', { name: '段海' }).check();
      await expect.poll(() => dialog.getByTestId('welfare-pick-count').textContent()).toBe('已选2人');
      await dialog.getByTestId('welfare-send-submit').click();
      const result = dialog.getByTestId('welfare-send-result');
      await result.waitFor();
      expect(await result.textContent()).toBe('发放完成：共2人，成功2人，失败0人');
    });
  });
});
