import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withPage } from './support/browser';
import { hostCall } from './support/host-call';
import { setUpSuite } from './support/suite';

// Code generation as a developer meets it (issue 16): 数据模型 takes a table of the embedded data source
// (内置数据库), 代码生成 makes a task of it, and 生成代码 previews the definition file it generates. No screen edits a
// model's fields yet, so the test saves the fields the server proposes from the table's columns through the host.

const suite = setUpSuite({ signOutBeforeEach: true });

const saved = (page: Page) => page.locator('.fui-Toast').filter({ hasText: '新增成功' }).first().waitFor();

const choose = async (page: Page, field: string, option: string) => {
  await page.locator(field).click();
  await page.getByRole('option', { name: option }).click();
};

describe('code generation', () => {
  it('previews the definition generated from a table of the embedded data source', async () => {
    await withPage(suite.browser, 'ops-code-generation', async (page) => {
      await suite.signIn(page);
      await page.goto(`${suite.host.url}/tool/model`);
      await page.getByTestId('crud-add').click();
      await choose(page, '#crud-model-datasourceId', '内置数据库');
      await page.locator('#crud-model-modelName').fill('通知公告');
      await page.locator('#crud-model-modelCode').fill('notice');
      await page.locator('#crud-model-modelTable').fill('blade_notice');
      await page.getByRole('button', { name: '保存' }).click();
      await saved(page);
      const models = await hostCall<{ records: { id: string }[] }>(page, 'GET', '/api/blade-develop/model/list', {
        modelCode: 'notice',
      });
      const modelId = models.records[0]!.id;
      const proposed = await hostCall<unknown[]>(page, 'GET', '/api/blade-develop/model/model-prototype', { modelId });
      expect(proposed.length).toBeGreaterThan(0);
      await hostCall(page, 'POST', '/api/blade-develop/model-prototype/submit-list', {}, proposed);

      await page.goto(`${suite.host.url}/tool/code`);
      await page.getByTestId('crud-add').click();
      await choose(page, '#crud-code-modelId', '通知公告');
      await page.locator('#crud-code-codeName').fill('公告副本');
      await page.locator('#crud-code-area').fill('desk');
      await page.locator('#crud-code-resourceName').fill('noticeCopy');
      await page.locator('#crud-code-menuPath').fill('/desk/notice-copy');
      await page.locator('#crud-code-apiPath').fill('/blade-desk/noticeCopy');
      await page.getByRole('button', { name: '保存' }).click();
      await saved(page);

      await page.locator('tbody tr').filter({ hasText: '公告副本' }).locator('button[data-action="gen"]').click();
      const definition = page
        .getByTestId('generated-file')
        .filter({ hasText: 'src/shared/resources/desk/notice-copy.ts' });
      await definition.waitFor();
      const source = await definition.locator('pre').textContent();
      expect(source).toContain("const r = resource('desk', 'noticeCopy', {");
      expect(source).toContain("table: 'blade_notice',");
      expect(source).toContain("endpoint: '/blade-desk/noticeCopy',");
    });
  }, 90_000);
});
