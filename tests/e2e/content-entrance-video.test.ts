import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withPage } from './support/browser';
import { setUpSuite } from './support/suite';

// App content (issue 13) as an operator meets it: a recommended home entrance is refused with two images and saved
// with three, a landmark cover is cropped to 300×300 before upload, hiding a carousel slide or a launch page takes
// it out of the phone preview (an edit shows there before it is saved), a video over 100 MB is refused before
// anything is sent, and an itinerary's day plan is refused by spot and field, then saved whole.

const suite = setUpSuite({ signOutBeforeEach: true });

const rowOf = (page: Page, text: string) => page.locator('tbody tr').filter({ hasText: text }).first();

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Opens 大理市首页's entrances in the home-page tree (the seed's first page). */
const openDaliPage = async (page: Page) => {
  await page.goto(`${suite.host.url}/app-config/home-config`);
  const parent = rowOf(page, '大理市首页');
  await parent.locator('button[aria-expanded="false"]').click();
  await rowOf(page, '洱海一日游').waitFor();
};

describe('app content', () => {
  it('refuses a recommended entrance with two images and saves it with three', async () => {
    await withPage(suite.browser, 'content-recommended-images', async (page) => {
      await suite.signIn(page);
      await openDaliPage(page);
      await rowOf(page, '洱海一日游').locator('button[data-action="edit"]').click();
      const images = page.locator('[data-field="imageUrls"] img');
      await expect.poll(() => images.count()).toBe(3);
      await page.locator('[data-field="imageUrls"] button[aria-label^="移除"]').first().click();
      await expect.poll(() => images.count()).toBe(2);
      await page.getByRole('button', { name: '修改' }).click();
      await page.getByText('请上传3张推荐图片').first().waitFor();
      // Refused: the form stays open with what was entered.
      expect(await images.count()).toBe(2);

      await page
        .getByTestId('upload-imageUrls')
        .setInputFiles({ name: 'third.png', mimeType: 'image/png', buffer: PNG });
      await expect.poll(() => images.count()).toBe(3);
      await page.getByRole('button', { name: '修改' }).click();
      // The drawer closes only once the save succeeded.
      await page.locator('[data-field="imageUrls"]').waitFor({ state: 'detached' });
    });
  });

  it('takes a hidden carousel slide or launch page out of the phone preview, and shows a launch page being edited', async () => {
    await withPage(suite.browser, 'content-preview-hidden', async (page) => {
      await suite.signIn(page);
      await openDaliPage(page);
      const preview = page.locator('[data-testid^="preview-entrance-"]').filter({ hasText: '崇圣寺三塔' });
      await preview.first().waitFor();
      await rowOf(page, '崇圣寺三塔').locator('input[role="switch"]').click();
      await expect.poll(() => preview.count()).toBe(0);

      // The same preview stands beside the launch pages: hiding one takes it out of the standard theme's phone.
      await page.goto(`${suite.host.url}/app-config/launch`);
      const launch = page.locator('[data-testid^="preview-launch-"]').filter({ hasText: '风花雪月' });
      await launch.first().waitFor();
      await rowOf(page, '风花雪月').locator('input[role="switch"]').click();
      await expect.poll(() => launch.count()).toBe(0);
      // Its edit drawer shows the preview too, following the form before anything is saved: shown again, renamed.
      await rowOf(page, '风花雪月').locator('button[data-action="edit"]').click();
      const drawer = page.locator('#crud-form-configCarousel');
      await drawer.locator('input[role="switch"]').click();
      await page.locator('#crud-configCarousel-name').fill('风花雪月·新');
      await drawer.getByTestId('phone-preview').getByText('风花雪月·新').waitFor();
    });
  });

  it('crops a landmark cover to 300×300 before uploading it', async () => {
    await withPage(suite.browser, 'content-cover-crop', async (page) => {
      await suite.signIn(page);
      await page.goto(`${suite.host.url}/content/landmark`);
      await page.getByTestId('crud-add').click();
      // A 600×300 picture drawn by the browser itself.
      const wide = await page.evaluate(() => {
        const canvas = document.createElement('canvas');
        canvas.width = 600;
        canvas.height = 300;
        const context = canvas.getContext('2d')!;
        context.fillStyle = '#2b6cb0';
        context.fillRect(0, 0, 600, 300);
        return canvas.toDataURL('image/png').split(',')[1];
      });
      await page
        .getByTestId('upload-cover')
        .setInputFiles({ name: 'erhai.png', mimeType: 'image/png', buffer: Buffer.from(wide, 'base64') });
      await page.getByTestId('crop-done').click();
      const cover = page.locator('[data-field="cover"] img');
      await cover.waitFor();
      await expect
        .poll(() => cover.evaluate((img: HTMLImageElement) => `${img.naturalWidth}×${img.naturalHeight}`))
        .toBe('300×300');
    });
  });

  it('refuses a video over 100 MB before sending it', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'e2e-video-'));
    const big = join(folder, 'too-big.mp4');
    // A sparse file: 100 MB and one byte on disk without writing them.
    const handle = await open(big, 'w');
    await handle.truncate(100 * 1024 * 1024 + 1);
    await handle.close();
    try {
      await withPage(suite.browser, 'content-video-limit', async (page) => {
        await suite.signIn(page);
        const sent: string[] = [];
        page.on('request', (request) => {
          if (request.url().includes('put-file')) sent.push(request.url());
        });
        await page.goto(`${suite.host.url}/content/short-video`);
        await page.getByTestId('crud-add').click();
        await page.getByTestId('upload-url').setInputFiles(big);
        await page.getByRole('alert').filter({ hasText: '只能上传mp4文件，且不超过100M' }).waitFor();
        expect(sent).toEqual([]);
      });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('edits an itinerary’s day plan: a nameless spot is refused beside its field, then a new day saves with the rest', async () => {
    await withPage(suite.browser, 'content-day-plan', async (page) => {
      await suite.signIn(page);
      await page.goto(`${suite.host.url}/content/travel-plan`);
      await page.locator('tbody tr').first().locator('button[data-action="dayPlan"]').click();
      const days = page.getByTestId('day-plan-day');
      await days.first().waitFor();
      const before = await days.count();
      await page.getByTestId('day-plan-add-day').click();
      await expect.poll(() => days.count()).toBe(before + 1);
      await page.getByTestId('day-plan-save').click();
      await page.getByRole('alert').filter({ hasText: '请输入景点名称' }).first().waitFor();
      await days.last().getByTestId('day-plan-spot-name').fill('苍山索道');
      await page.getByTestId('day-plan-save').click();
      await days.first().waitFor({ state: 'detached' });
      // Reopened, the plan holds the new day and its spot.
      await page.locator('tbody tr').first().locator('button[data-action="dayPlan"]').click();
      await expect.poll(() => days.count()).toBe(before + 1);
      expect(await days.last().getByTestId('day-plan-spot-name').inputValue()).toBe('苍山索道');
    });
  });
});
