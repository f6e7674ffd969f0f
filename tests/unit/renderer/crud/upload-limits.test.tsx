import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadFile } from '../../../../src/renderer/crud/core/data-provider';
import { testDataProvider } from '../../../../src/renderer/crud/core/test-data-provider';
import { RichTextWidget } from '../../../../src/renderer/crud/fluent/widgets/RichTextWidget';
import { UploadWidget } from '../../../../src/renderer/crud/fluent/widgets/UploadWidget';
import { crudTextsEn, crudTextsZh } from '../../../../src/renderer/crud/i18n/crud-texts';
import { en } from '../../../../src/shared/i18n/en';
import { zh } from '../../../../src/shared/i18n/zh';
import {
  getResource,
  IMAGE_UPLOAD,
  POINTS_MATERIAL_UPLOAD,
  RICH_TEXT_UPLOAD_BYTES,
  VIDEO_UPLOAD,
  type RichTextField,
  type UploadField,
} from '../../../../src/shared/resources';
import { api, renderCrud } from './crud-harness';

const label = 'res.system.post.fields.postName' as const;
const video: UploadField<string> = { name: 'video', kind: 'video', ...VIDEO_UPLOAD, label };
const material: UploadField<string> = { name: 'materialUrl', kind: 'file', ...POINTS_MATERIAL_UPLOAD, label };
const icon: UploadField<string> = { name: 'icon', kind: 'image', ...IMAGE_UPLOAD, label };
const richText: RichTextField<string> = { name: 'content', kind: 'richText', uploadMaxBytes: 10485760, label };
const avatar = getResource('user').fields.find((field) => field.name === 'avatar') as UploadField<string>;

/** A picked file of a given size; the bytes themselves do not matter to the check, so none are allocated. */
const fileOf = (name: string, type: string, size: number): File => {
  const file = new File([new Uint8Array(4)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const stored = (name: string) => ({ link: `http://x/${name}`, domain: 'http://x', name, originalName: name });

const renderUpload = async (field: UploadField<string>, language: 'zh' | 'en' = 'zh') => {
  const upload = vi.fn(async (file: UploadFile) => stored(file.name));
  const onChange = vi.fn();
  await renderCrud(
    <UploadWidget field={field} value="" onChange={onChange} id={field.name} label="上传" disabled={false} creating />,
    testDataProvider({ upload }),
    { language },
  );
  const pick = (file: File) =>
    fireEvent.change(screen.getByTestId(`upload-${field.name}`), { target: { files: [file] } });
  return { upload, onChange, pick };
};

const refusal = () => screen.findByRole('alert').then((alert) => alert.textContent);

beforeEach(() => api.reset());

describe('upload limits, checked before anything is sent', () => {
  it('refuses a video over 100 MB or not mp4 with the video text, and sends one of exactly 100 MB', async () => {
    const { upload, onChange, pick } = await renderUpload(video);
    pick(fileOf('洱海.mp4', 'video/mp4', 100 * 1024 * 1024 + 1));
    expect(await refusal()).toBe('只能上传mp4文件，且不超过100M');
    pick(fileOf('洱海.mov', 'video/quicktime', 1024));
    expect(await refusal()).toBe('只能上传mp4文件，且不超过100M');
    expect(upload).not.toHaveBeenCalled();

    pick(fileOf('洱海.mp4', 'video/mp4', 100 * 1024 * 1024));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('http://x/洱海.mp4'));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("refuses an avatar that is not jpg/png or is over 500 KB with the avatar's one text, in either language", async () => {
    const { upload, onChange, pick } = await renderUpload(avatar);
    pick(fileOf('me.gif', 'image/gif', 1024));
    expect(await refusal()).toBe('只能上传jpg/png文件，且不超过500KB');
    pick(fileOf('me.png', 'image/png', 500 * 1024 + 1));
    expect(await refusal()).toBe('只能上传jpg/png文件，且不超过500KB');
    expect(upload).not.toHaveBeenCalled();
    pick(fileOf('me.jpg', 'image/jpeg', 500 * 1024));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('http://x/me.jpg'));
  });

  it('speaks English in English', async () => {
    const { upload, pick } = await renderUpload(avatar, 'en');
    pick(fileOf('me.bmp', 'image/bmp', 1024));
    expect(await refusal()).toBe('Only jpg/png files of at most 500 KB can be uploaded');
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses an image over 10000 KB with the spec text, and a points material over 30000 KB with its own', async () => {
    const image = await renderUpload(icon);
    image.pick(fileOf('logo.png', 'image/png', 10000 * 1024 + 1));
    expect(await refusal()).toBe('只能上传jpg/jpeg/png文件，且不超过10M');
    expect(image.upload).not.toHaveBeenCalled();
  });

  it('takes a points material of any type up to 30000 KB and refuses a bigger one', async () => {
    const { upload, onChange, pick } = await renderUpload(material);
    pick(fileOf('积分材料.pdf', 'application/pdf', 30000 * 1024 + 1));
    expect(await refusal()).toBe('只能上传不超过30M的文件');
    expect(upload).not.toHaveBeenCalled();
    pick(fileOf('积分材料.pdf', 'application/pdf', 30000 * 1024));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('http://x/积分材料.pdf'));
  });

  it('refuses a rich-text image over 10485760 bytes before sending, and inserts one of exactly that size', async () => {
    const upload = vi.fn(async (file: UploadFile) => stored(file.name));
    const onChange = vi.fn();
    await renderCrud(
      <RichTextWidget
        field={richText}
        value=""
        onChange={onChange}
        id="content"
        label="内容"
        disabled={false}
        creating
      />,
      testDataProvider({ upload }),
    );
    await screen.findByRole('button', { name: '插入图片' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [fileOf('洱海.png', 'image/png', RICH_TEXT_UPLOAD_BYTES + 1)] } });
    expect(await refusal()).toBe('只能上传jpg/jpeg/png文件，且不超过10M');
    fireEvent.change(input, { target: { files: [fileOf('洱海.gif', 'image/gif', 1024)] } });
    expect(await refusal()).toBe('只能上传jpg/jpeg/png文件，且不超过10M');
    expect(upload).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { files: [fileOf('洱海.png', 'image/png', RICH_TEXT_UPLOAD_BYTES)] } });
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('http://x/洱海.png')));
  });
});

describe('upload texts', () => {
  it('say the avatar rule in one text for the CRUD avatar field and the personal-information page', () => {
    expect(zh.info.avatarRule).toBe('只能上传jpg/png文件，且不超过500KB');
    expect(crudTextsZh.uploadLimits.avatar).toBe(zh.info.avatarRule);
    expect(crudTextsEn.uploadLimits.avatar).toBe(en.info.avatarRule);
  });

  it('use the full-width comma of the spec text throughout', () => {
    const texts = [crudTextsZh.fileType, crudTextsZh.fileSize, ...Object.values(crudTextsZh.uploadLimits)];
    for (const text of texts) expect(text, text).not.toMatch(/,/);
    expect(crudTextsZh.uploadLimits.image).toBe('只能上传jpg/jpeg/png文件，且不超过10M');
  });
});
