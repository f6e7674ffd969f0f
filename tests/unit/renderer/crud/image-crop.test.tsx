import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UploadFile } from '../../../../src/renderer/crud/core/data-provider';
import { testDataProvider } from '../../../../src/renderer/crud/core/test-data-provider';
import {
  MAX_ZOOM,
  outputType,
  sourceRect,
  zoomForKey,
} from '../../../../src/renderer/crud/fluent/widgets/crop-geometry';
import { UploadWidget } from '../../../../src/renderer/crud/fluent/widgets/UploadWidget';
import { IMAGE_UPLOAD, landmarkResource, type UploadField } from '../../../../src/shared/resources';
import { renderCrud } from './crud-harness';

// The 300×300 cover cropper (issue 13 item 7): its geometry and how the upload widget uses it.

const image = { width: 1200, height: 600 };

describe('crop pixels', () => {
  it("draws react-easy-crop's croppedAreaPixels as they are when they lie inside the image", () => {
    expect(sourceRect({ x: 300, y: 0, width: 600, height: 600 }, image)).toEqual({ sx: 300, sy: 0, sw: 600, sh: 600 });
  });

  it('rounds to whole pixels and holds the rectangle inside the image, so no edge is transparent', () => {
    expect(sourceRect({ x: 600.6, y: -0.4, width: 600.4, height: 600.3 }, image)).toEqual({
      sx: 600,
      sy: 0,
      sw: 600,
      sh: 600,
    });
    expect(sourceRect({ x: -3, y: 2, width: 1300, height: 0.2 }, image)).toEqual({ sx: 0, sy: 2, sw: 1200, sh: 1 });
  });

  it('zooms with + and − within [1, MAX_ZOOM] and ignores other keys', () => {
    expect(zoomForKey(1, '+')).toBe(1.1);
    expect(zoomForKey(1, '=')).toBe(1.1);
    expect(zoomForKey(1, '-')).toBe(1);
    expect(zoomForKey(MAX_ZOOM, '+')).toBe(MAX_ZOOM);
    expect(zoomForKey(2, 'ArrowLeft')).toBeUndefined();
  });

  it('keeps a png a png and makes anything else a jpeg', () => {
    expect(outputType(new File([], 'a.png', { type: 'image/png' }))).toBe('image/png');
    expect(outputType(new File([], 'a.jpeg', { type: 'image/jpeg' }))).toBe('image/jpeg');
  });
});

describe('an image field with a crop size', () => {
  const cover = landmarkResource.fields.find((field) => field.name === 'cover') as UploadField<string>;
  const fileOf = (name: string, type: string, size: number): File => {
    const file = new File([new Uint8Array(4)], name, { type });
    Object.defineProperty(file, 'size', { value: size });
    return file;
  };
  const renderCover = async () => {
    const upload = vi.fn(async (file: UploadFile) => ({
      link: `http://x/${file.name}`,
      domain: '',
      name: file.name,
      originalName: file.name,
    }));
    const onChange = vi.fn();
    await renderCrud(
      <UploadWidget field={cover} value="" onChange={onChange} id="cover" label="封面" disabled={false} creating />,
      testDataProvider({ upload }),
    );
    const pick = (file: File) => fireEvent.change(screen.getByTestId('upload-cover'), { target: { files: [file] } });
    return { upload, onChange, pick };
  };

  it('is the landmark cover, 300×300, with the image limits', () => {
    expect(cover.crop).toEqual({ width: 300, height: 300 });
    expect(cover.accept).toEqual(IMAGE_UPLOAD.accept);
    expect(screen.queryByText('上传前裁剪为300×300像素')).toBeNull();
  });

  it('refuses an oversize original before cropping, and opens the cropper for a good one; cancel sends nothing', async () => {
    const { upload, onChange, pick } = await renderCover();
    expect(screen.getByText('上传前裁剪为300×300像素')).toBeTruthy();
    pick(fileOf('洱海.png', 'image/png', 10 * 1024 * 1024 + 1));
    expect((await screen.findByRole('alert')).textContent).toBe('只能上传jpg/jpeg/png文件，且不超过10M');
    expect(screen.queryByTestId('crop-stage')).toBeNull();
    pick(fileOf('洱海.png', 'image/png', 1024));
    await waitFor(() => expect(screen.getByTestId('crop-stage')).toBeTruthy());
    expect(screen.getByTestId('crop-stage').getAttribute('aria-label')).toBe('裁剪区域 300×300');
    // Nothing to upload until the cropper has measured the image.
    expect((screen.getByTestId('crop-done') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByTestId('crop-stage')).toBeNull());
    expect(upload).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });
});
