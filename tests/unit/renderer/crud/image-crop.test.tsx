import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UploadFile } from '../../../../src/renderer/crud/core/data-provider';
import { testDataProvider } from '../../../../src/renderer/crud/core/test-data-provider';
import {
  clampCrop,
  cropKey,
  initialCrop,
  sourceRect,
  zoomCrop,
} from '../../../../src/renderer/crud/fluent/widgets/crop-geometry';
import { UploadWidget } from '../../../../src/renderer/crud/fluent/widgets/UploadWidget';
import { IMAGE_UPLOAD, landmarkResource, type UploadField } from '../../../../src/shared/resources';
import { renderCrud } from './crud-harness';

// The 300×300 cover cropper (issue 13 item 7): its geometry and how the upload widget uses it.

const sizes = { imageWidth: 1200, imageHeight: 600, width: 300, height: 300 };

describe('crop geometry', () => {
  it('starts centred at the smallest scale that covers the frame', () => {
    const start = initialCrop(sizes);
    expect(start).toEqual({ scale: 0.5, x: -150, y: 0 });
    const { sx, sy, sw, sh } = sourceRect(sizes, start);
    expect([sx, sy + 0, sw, sh]).toEqual([300, 0, 600, 600]);
  });

  it('never leaves an empty edge: pans and zooms out are held at the image border', () => {
    const start = initialCrop(sizes);
    expect(clampCrop(sizes, { ...start, x: 40 }).x).toBe(0);
    expect(clampCrop(sizes, { ...start, x: -900 }).x).toBe(-300);
    expect(zoomCrop(sizes, start, 0.5).scale).toBe(0.5);
    expect(zoomCrop(sizes, start, 100).scale).toBe(2);
  });

  it('moves with the arrows (Shift faster) and zooms about the centre with + and −', () => {
    const start = initialCrop(sizes);
    expect(cropKey(sizes, start, 'ArrowLeft', false)?.x).toBe(-160);
    expect(cropKey(sizes, start, 'ArrowRight', true)?.x).toBe(-100);
    const zoomed = cropKey(sizes, start, '+', false)!;
    expect(zoomed.scale).toBeCloseTo(0.55);
    const { sx, sw } = sourceRect(sizes, zoomed);
    expect(sx + sw / 2).toBeCloseTo(600);
    expect(cropKey(sizes, start, 'Tab', false)).toBeUndefined();
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
    expect(screen.queryByTestId('crop-canvas')).toBeNull();
    pick(fileOf('洱海.png', 'image/png', 1024));
    await waitFor(() => expect(screen.getByTestId('crop-canvas')).toBeTruthy());
    expect(screen.getByTestId('crop-canvas').getAttribute('width')).toBe('300');
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByTestId('crop-canvas')).toBeNull());
    expect(upload).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });
});
