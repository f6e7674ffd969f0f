import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BladeFile } from '../../../../src/shared/bladex';
import type { UploadProgress } from '../../../../src/shared/contract';
import type { UploadFile } from '../../../../src/renderer/crud/core/data-provider';
import { testDataProvider } from '../../../../src/renderer/crud/core/test-data-provider';
import { RichTextWidget } from '../../../../src/renderer/crud/fluent/widgets/RichTextWidget';
import { UploadWidget } from '../../../../src/renderer/crud/fluent/widgets/UploadWidget';
import { AttachUploadDialog } from '../../../../src/renderer/screens/system/AttachUploadDialog';
import { AvatarField } from '../../../../src/renderer/shell/info/AvatarField';
import { createWsTransport, type SocketLike } from '../../../../src/renderer/platform/ws-transport';
import { getResource, type RichTextField, type UploadField } from '../../../../src/shared/resources';
import { api, envelope, renderCrud } from './crud-harness';

const label = 'res.system.post.fields.postName' as const;
const video: UploadField<string> = {
  name: 'video',
  kind: 'video',
  accept: ['mp4'],
  maxSizeKb: 102400,
  label,
};
const richText: RichTextField<string> = { name: 'content', kind: 'richText', uploadMaxBytes: 10485760, label };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const STORED: BladeFile = { link: 'http://x/a.mp4', domain: 'http://x', name: 'a.mp4', originalName: 'a.mp4' };

const deferred = <T,>() => {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

/** Listeners the fake window API holds for upload progress: 0 once nothing follows an upload any more. */
const progressListeners = (): number =>
  (api as unknown as { listeners: Map<string, Set<unknown>> }).listeners.get('upload.progress')?.size ?? 0;

const progress = (event: UploadProgress) => api.emit('upload.progress', event);

/** The upload bar's state as an assistive technology and the eye see it. */
const bar = () => {
  const element = screen.queryByRole('progressbar', { name: '上传中...' });
  return element
    ? {
        now: element.getAttribute('aria-valuenow'),
        text: element.getAttribute('aria-valuetext'),
        shown: screen.queryByTestId('upload-percent')?.textContent ?? null,
      }
    : null;
};

beforeEach(() => api.reset());

describe('upload progress in the upload widget', () => {
  it('is indeterminate until the first event of its own upload, then follows the events to 100 %', async () => {
    const call = deferred<BladeFile>();
    const upload = vi.fn((_file: UploadFile, _url?: string) => call.promise);
    const onChange = vi.fn();
    await renderCrud(
      <UploadWidget field={video} value="" onChange={onChange} id="video" label="视频" disabled={false} creating />,
      testDataProvider({ upload }),
    );
    fireEvent.change(screen.getByTestId('upload-video'), {
      target: { files: [new File([new Uint8Array(2048)], '苍山.mp4', { type: 'video/mp4' })] },
    });
    await waitFor(() => expect(upload).toHaveBeenCalled());
    const uploadId = upload.mock.calls[0][0].uploadId ?? '';
    expect(uploadId).toMatch(/^[\w-]{1,64}$/);
    expect(bar()).toEqual({ now: null, text: null, shown: null });
    expect(progressListeners()).toBe(1);

    // Another window's upload moves nothing here.
    progress({ uploadId: 'someone-else', sent: 900, total: 1000 });
    expect(bar()).toEqual({ now: null, text: null, shown: null });

    progress({ uploadId, sent: 254, total: 1000 });
    await waitFor(() => expect(bar()).toEqual({ now: '25', text: '25%', shown: '25%' }));
    // A late, smaller figure never moves the bar back.
    progress({ uploadId, sent: 100, total: 1000 });
    progress({ uploadId, sent: 999, total: 1000 });
    await waitFor(() => expect(bar()).toEqual({ now: '99', text: '99%', shown: '99%' }));
    progress({ uploadId, sent: 1000, total: 1000 });
    await waitFor(() => expect(bar()).toEqual({ now: '100', text: '100%', shown: '100%' }));

    call.resolve(STORED);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('http://x/a.mp4'));
    await waitFor(() => expect(bar()).toBeNull());
    expect(progressListeners()).toBe(0);
  });

  it('starts each upload indeterminate with a new id, and stops listening when one fails', async () => {
    const calls = [deferred<BladeFile>(), deferred<BladeFile>()];
    const upload = vi.fn((_file: UploadFile, _url?: string) => calls[upload.mock.calls.length - 1].promise);
    await renderCrud(
      <UploadWidget
        field={video}
        value=""
        onChange={() => undefined}
        id="video"
        label="视频"
        disabled={false}
        creating
      />,
      testDataProvider({ upload }),
    );
    const pick = () =>
      fireEvent.change(screen.getByTestId('upload-video'), {
        target: { files: [new File([new Uint8Array(64)], 'a.mp4', { type: 'video/mp4' })] },
      });

    pick();
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    const first = upload.mock.calls[0][0].uploadId ?? '';
    progress({ uploadId: first, sent: 50, total: 100 });
    await waitFor(() => expect(bar()?.now).toBe('50'));
    calls[0].reject(new Error('网络错误'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('网络错误'));
    expect(bar()).toBeNull();
    expect(progressListeners()).toBe(0);

    pick();
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    const second = upload.mock.calls[1][0].uploadId ?? '';
    expect(second).not.toBe(first);
    expect(bar()).toEqual({ now: null, text: null, shown: null });
    progress({ uploadId: first, sent: 100, total: 100 });
    expect(bar()).toEqual({ now: null, text: null, shown: null });
    progress({ uploadId: second, sent: 1, total: 3 });
    await waitFor(() => expect(bar()).toEqual({ now: '33', text: '33%', shown: '33%' }));
    calls[1].resolve(STORED);
    await waitFor(() => expect(bar()).toBeNull());
  });
});

describe('upload progress in the rich-text editor', () => {
  it('shows the image upload going from indeterminate to its percentage', async () => {
    const call = deferred<BladeFile>();
    const upload = vi.fn((_file: UploadFile, _url?: string) => call.promise);
    await renderCrud(
      <RichTextWidget
        field={richText}
        value=""
        onChange={() => undefined}
        id="content"
        label="内容"
        disabled={false}
        creating
      />,
      testDataProvider({ upload }),
    );
    await screen.findByRole('button', { name: '插入图片' });
    fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: [new File([PNG], '洱海.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(upload).toHaveBeenCalled());
    expect(bar()).toEqual({ now: null, text: null, shown: null });
    progress({ uploadId: upload.mock.calls[0][0].uploadId ?? '', sent: 3, total: 4 });
    await waitFor(() => expect(bar()).toEqual({ now: '75', text: '75%', shown: '75%' }));
    call.resolve({ ...STORED, link: 'http://x/a.png' });
    await waitFor(() => expect(bar()).toBeNull());
    expect(progressListeners()).toBe(0);
  });
});

describe('upload progress in the attachment dialog', () => {
  it('sends an id with the file and shows the percentage under it', async () => {
    const call = deferred<BladeFile>();
    const upload = vi.fn((_file: UploadFile, _url?: string) => call.promise);
    await renderCrud(
      <AttachUploadDialog def={getResource('attach')} onClose={() => undefined} />,
      testDataProvider({ upload }),
    );
    fireEvent.change(screen.getByTestId('attach-upload-file'), {
      target: { files: [new File([PNG], '导览图.png', { type: 'image/png' })] },
    });
    await screen.findByTestId('attach-upload-chosen');
    fireEvent.click(screen.getByTestId('attach-upload-submit'));
    await waitFor(() => expect(upload).toHaveBeenCalled());
    const [file, url] = upload.mock.calls[0];
    expect(url).toBe('/api/blade-resource/oss/endpoint/put-file-attach');
    expect(bar()).toEqual({ now: null, text: null, shown: null });
    progress({ uploadId: file.uploadId ?? '', sent: 400, total: 1000 });
    await waitFor(() => expect(bar()).toEqual({ now: '40', text: '40%', shown: '40%' }));
    call.resolve(STORED);
    await waitFor(() => expect(bar()).toBeNull());
    expect(progressListeners()).toBe(0);
  });
});

describe('upload progress of the avatar', () => {
  it('names the upload to the host and follows its events', async () => {
    const answer = deferred<ReturnType<typeof envelope>>();
    api.handle('http.upload', () => answer.promise);
    const onChange = vi.fn();
    await renderCrud(
      <AvatarField value="" name="管理员" onChange={onChange} onBusyChange={() => undefined} />,
      testDataProvider(),
    );
    fireEvent.change(screen.getByTestId('info-avatar-input'), {
      target: { files: [new File([PNG], 'me.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(api.callsTo('http.upload')).toHaveLength(1));
    const [sent] = api.callsTo('http.upload') as Array<{ uploadId?: string; fileName: string }>;
    expect(sent.fileName).toBe('me.png');
    expect(sent.uploadId).toMatch(/^[\w-]{1,64}$/);
    expect(bar()).toEqual({ now: null, text: null, shown: null });
    progress({ uploadId: sent.uploadId ?? '', sent: 1, total: 2 });
    await waitFor(() => expect(bar()).toEqual({ now: '50', text: '50%', shown: '50%' }));
    answer.resolve(envelope({ link: 'http://x/me.png', name: 'me.png', domain: '', originalName: 'me.png' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('http://x/me.png'));
    expect(bar()).toBeNull();
    expect(progressListeners()).toBe(0);
  });
});

describe('the browser host transport', () => {
  it('delivers upload.progress events to the window', () => {
    let socket: SocketLike | null = null;
    const transport = createWsTransport({
      url: 'ws://127.0.0.1:1/__host',
      createSocket: () => {
        socket = {
          readyState: 1,
          send: () => undefined,
          close: () => undefined,
          onopen: null,
          onclose: null,
          onerror: null,
          onmessage: null,
        };
        return socket;
      },
    });
    const heard: unknown[] = [];
    transport.subscribe((event, payload) => heard.push([event, payload]));
    const payload = { uploadId: 'u', sent: 1, total: 2 };
    (socket as SocketLike | null)?.onmessage?.({
      data: JSON.stringify({ t: 'event', event: 'upload.progress', payload }),
    });
    expect(heard).toEqual([['upload.progress', payload]]);
    transport.dispose();
  });
});
