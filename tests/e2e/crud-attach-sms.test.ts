import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withPage } from './support/browser';
import { setUpSuite } from './support/suite';

// 附件管理's upload and download, and 短信配置's 发送测试, as an operator uses them in the browser host.

const suite = setUpSuite({ signOutBeforeEach: true });

const toast = (page: Page, text: string) => page.locator('.fui-Toast').filter({ hasText: text }).first().waitFor();
const rowOf = (page: Page, text: string) => page.locator('tbody tr').filter({ hasText: text });
const messageUnder = (page: Page, field: string) =>
  page.locator(`[role="alertdialog"] [data-field="${field}"] .fui-Field__validationMessage`);

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const GATEWAY = '内置服务器未接入短信网关,无法发送短信;请在连接 BladeX 服务端时使用';

describe('attachments and the SMS test send', () => {
  it('uploads a png through the dialog (a refused type first), opens it with 下载, and deletes it', async () => {
    await withPage(suite.browser, 'crud-attach-upload', async (page, context) => {
      await suite.signIn(page);
      await page.goto(`${suite.host.url}/resource/attach`);
      await page.locator('button[data-action="upload"]').click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText('上传附件').waitFor();

      await dialog.getByTestId('attach-upload-file').setInputFiles({
        name: 'setup.exe',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from('MZ'),
      });
      await expect.poll(() => messageUnder(page, 'file').textContent()).toMatch(/^不支持的文件类型/);

      const name = `导览图-${Date.now()}.png`;
      await dialog.getByTestId('attach-upload-file').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
      await expect
        .poll(() => dialog.getByTestId('attach-upload-chosen').textContent())
        .toBe(`已选择：${name} (${PNG.length} B)`);
      expect(await messageUnder(page, 'file').count()).toBe(0);
      await dialog.getByTestId('attach-upload-submit').click();
      await toast(page, '操作成功!');
      await dialog.waitFor({ state: 'detached' });
      const row = rowOf(page, name);
      await row.waitFor();

      // 下载 opens the stored file in a new window (the OS browser under Electron).
      const opened = context.waitForEvent('page');
      await row.locator('button[data-action="download"]').click();
      const popup = await opened;
      await popup.waitForLoadState();
      expect(popup.url()).toMatch(/\/blade-resource\/oss\/endpoint\/file\/\d{8}\/[0-9a-f]{32}\.png$/);
      const served = await page.request.get(popup.url());
      expect(served.status()).toBe(200);
      expect(Buffer.from(await served.body()).equals(PNG)).toBe(true);
      await popup.close();

      await row.locator('button[data-action="delete"]').click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByText('确定将选择数据删除?').waitFor();
      await confirm.getByRole('button', { name: '确定' }).click();
      await toast(page, '删除成功');
      await row.waitFor({ state: 'detached' });
    });
  });

  it('adds an SMS setting, is refused while it is disabled, then after enabling it checks the numbers and hears that no gateway is configured', async () => {
    await withPage(suite.browser, 'crud-sms-send', async (page) => {
      await suite.signIn(page);
      await page.goto(`${suite.host.url}/resource/sms`);
      await page.getByTestId('crud-add').click();
      await page.locator('#crud-sms-category').click();
      await page.getByRole('option').first().click();
      await page.locator('#crud-sms-smsCode').fill('e2e-sms');
      await page.locator('#crud-sms-templateId').fill('SMS_E2E_1');
      await page.locator('#crud-sms-accessKey').fill('ak');
      await page.locator('#crud-sms-secretKey').fill('sk');
      await page.locator('#crud-sms-signName').fill('大理文旅');
      await page.getByRole('button', { name: '保存' }).click();
      await toast(page, '新增成功');
      const row = rowOf(page, 'e2e-sms');
      await row.waitFor();

      const openSend = async () => {
        await row.locator('button[data-action="send"]').click();
        const dialog = page.getByRole('alertdialog');
        await dialog.getByText('发送测试').waitFor();
        expect(await dialog.locator('#sms-send-code').inputValue()).toBe('e2e-sms');
        return dialog;
      };

      let dialog = await openSend();
      await dialog.locator('#sms-send-phones').fill('13800000001');
      await dialog.locator('#sms-send-params').fill('{"code":"1234"}');
      await dialog.getByTestId('sms-send-submit').click();
      await dialog.getByRole('alert').filter({ hasText: '短信配置 e2e-sms 未启用，请先启用后再发送' }).waitFor();
      await dialog.getByRole('button', { name: '取消' }).click();
      await dialog.waitFor({ state: 'detached' });

      await row.locator('input[role="switch"]').check();
      await toast(page, '操作成功!');
      await expect.poll(() => row.locator('input[role="switch"]').isChecked()).toBe(true);

      dialog = await openSend();
      await dialog.locator('#sms-send-phones').fill('13800000001\n1380000');
      await dialog.locator('#sms-send-params').fill('{"code":"1234"}');
      await dialog.getByTestId('sms-send-submit').click();
      await expect.poll(() => messageUnder(page, 'phones').textContent()).toBe('手机号码 1380000 长度不为11位');

      await dialog.locator('#sms-send-phones').fill('13800000001\n13800000002');
      await expect.poll(() => messageUnder(page, 'phones').count()).toBe(0);
      await dialog.getByTestId('sms-send-submit').click();
      await dialog.getByRole('alert').filter({ hasText: GATEWAY }).waitFor();
      // The form is kept for another try.
      expect(await dialog.locator('#sms-send-phones').inputValue()).toBe('13800000001\n13800000002');
    });
  });
});
