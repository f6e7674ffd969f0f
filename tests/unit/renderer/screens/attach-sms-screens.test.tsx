import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CrudError } from '../../../../src/renderer/crud/core/crud-error';
import type { UploadFile } from '../../../../src/renderer/crud/core/data-provider';
import { testDataProvider } from '../../../../src/renderer/crud/core/test-data-provider';
import { AttachScreen } from '../../../../src/renderer/screens/system/AttachScreen';
import { AttachUploadDialog } from '../../../../src/renderer/screens/system/AttachUploadDialog';
import { SmsScreen } from '../../../../src/renderer/screens/system/SmsScreen';
import { SmsSendDialog } from '../../../../src/renderer/screens/system/SmsSendDialog';
import { subscribeNotify, type NotifyMessage } from '../../../../src/renderer/platform/notify';
import { getResource } from '../../../../src/shared/resources';
import { grantButtons, renderCrud } from '../crud/crud-harness';

const attach = getResource('attach');
const sms = getResource('sms');
const sendAction = sms.actions?.find((action) => action.name === 'send');
if (!sendAction) throw new Error('sms has no send action');

const messages: NotifyMessage[] = [];
subscribeNotify((message) => messages.push(message));

afterEach(() => vi.restoreAllMocks());

/** A promise the test settles itself, to look at the dialog while the call is on its way. */
const deferred = <T,>() => {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const messageUnder = (field: string): string | null =>
  document.querySelector(`[data-field="${field}"] .fui-Field__validationMessage`)?.textContent ?? null;

describe('SmsSendDialog', () => {
  const typeInto = (field: string, value: string) =>
    fireEvent.change(document.getElementById(`sms-send-${field}`) as HTMLTextAreaElement, { target: { value } });
  const send = () => fireEvent.click(screen.getByTestId('sms-send-submit'));

  it('shows the message under each field and sends nothing until the values pass', async () => {
    const runAction = vi.fn(async () => null);
    await renderCrud(
      <SmsSendDialog def={sms} action={sendAction} code="tx-test" onClose={() => undefined} />,
      testDataProvider({ runAction }),
    );
    expect((document.getElementById('sms-send-code') as HTMLInputElement).value).toBe('tx-test');
    expect((document.getElementById('sms-send-code') as HTMLInputElement).readOnly).toBe(true);
    send();
    await waitFor(() => expect(messageUnder('phones')).toBe('请输入发送手机'));
    expect(messageUnder('params')).toBe('请输入发送参数');
    expect(messageUnder('code')).toBeNull();

    typeInto('phones', '13800000001\n1380000');
    typeInto('params', '{"code":');
    await waitFor(() => expect(messageUnder('phones')).toBe('手机号码 1380000 长度不为11位'));
    expect(messageUnder('params')).toBe('发送参数必须是 JSON 对象，如 {"code":"1234"}');
    expect(runAction).not.toHaveBeenCalled();
  });

  it('disables sending while the call runs; the server refusal is shown and what was typed is kept', async () => {
    const call = deferred<unknown>();
    const runAction = vi.fn(() => call.promise);
    const onClose = vi.fn();
    await renderCrud(
      <SmsSendDialog def={sms} action={sendAction} code="tx-test" onClose={onClose} />,
      testDataProvider({ runAction }),
    );
    typeInto('phones', '13800000001，13800000002\n13800000001');
    typeInto('params', '{"code": 1234}');
    send();
    await waitFor(() =>
      expect(runAction).toHaveBeenCalledWith(sms, sendAction, {
        params: { code: 'tx-test', phones: '13800000001,13800000002', params: '{"code":"1234"}' },
      }),
    );
    expect((screen.getByTestId('sms-send-submit') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('sms-send-submit').textContent).toBe('发送中...');

    const refusal = '内置服务器未接入短信网关,无法发送短信;请在连接 BladeX 服务端时使用';
    call.reject(new CrudError({ code: 'http', message: refusal, status: 400 }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(refusal));
    expect(messages.at(-1)).toEqual({ intent: 'error', text: refusal });
    expect((screen.getByTestId('sms-send-submit') as HTMLButtonElement).disabled).toBe(false);
    expect((document.getElementById('sms-send-phones') as HTMLTextAreaElement).value).toBe(
      '13800000001，13800000002\n13800000001',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says 发送成功 and closes when the server accepts the send', async () => {
    const onClose = vi.fn();
    await renderCrud(
      <SmsSendDialog def={sms} action={sendAction} code="tx-test" onClose={onClose} />,
      testDataProvider({ runAction: async () => ({ success: true }) }),
    );
    typeInto('phones', '13800000001');
    typeInto('params', '{}');
    send();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(messages.at(-1)).toEqual({ intent: 'success', text: '发送成功' });
  });
});

describe('AttachUploadDialog', () => {
  const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const pick = (file: File) =>
    fireEvent.change(screen.getByTestId('attach-upload-file'), { target: { files: [file] } });
  const sized = (file: File, size: number) => {
    Object.defineProperty(file, 'size', { value: size });
    return file;
  };

  it('checks type and size before sending, each with its message, and sends nothing refused', async () => {
    const upload = vi.fn();
    await renderCrud(<AttachUploadDialog def={attach} onClose={() => undefined} />, testDataProvider({ upload }));
    fireEvent.click(screen.getByTestId('attach-upload-submit'));
    await waitFor(() => expect(messageUnder('file')).toBe('请选择要上传的文件'));

    pick(new File(['MZ'], 'setup.exe'));
    await waitFor(() => expect(messageUnder('file')).toMatch(/^不支持的文件类型/));
    pick(sized(new File([PNG_BYTES], 'huge.png', { type: 'image/png' }), 10_000 * 1024 + 1));
    await waitFor(() => expect(messageUnder('file')).toBe('只能上传jpg/jpeg/png文件，且不超过10M'));
    pick(sized(new File(['%PDF-'], 'big.pdf'), 30_000 * 1024 + 1));
    await waitFor(() => expect(messageUnder('file')).toBe('只能上传pdf/doc/docx/xls/xlsx文件，且不超过30M'));
    expect(screen.queryByTestId('attach-upload-chosen')).toBeNull();
    fireEvent.click(screen.getByTestId('attach-upload-submit'));
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads to put-file-attach with a progress bar, then says 操作成功! and closes', async () => {
    const call = deferred<{ link: string; domain: string; name: string; originalName: string }>();
    const upload = vi.fn((_file: UploadFile, _url?: string) => call.promise);
    const onClose = vi.fn();
    await renderCrud(<AttachUploadDialog def={attach} onClose={onClose} />, testDataProvider({ upload }));
    pick(new File([PNG_BYTES], '导览图.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(screen.getByTestId('attach-upload-chosen').textContent).toBe('已选择：导览图.png (12 B)'),
    );
    expect(messageUnder('file')).toBeNull();
    fireEvent.click(screen.getByTestId('attach-upload-submit'));
    await waitFor(() => expect(upload).toHaveBeenCalled());
    const [sent, url] = upload.mock.calls[0];
    expect(url).toBe('/api/blade-resource/oss/endpoint/put-file-attach');
    expect({ name: sent.name, type: sent.type, bytes: [...sent.bytes] }).toEqual({
      name: '导览图.png',
      type: 'image/png',
      bytes: [...PNG_BYTES],
    });
    expect(screen.getByRole('progressbar', { name: '上传中...' })).toBeTruthy();
    expect((screen.getByTestId('attach-upload-submit') as HTMLButtonElement).disabled).toBe(true);

    call.resolve({ link: 'http://x/a.png', domain: 'http://x', name: 'a.png', originalName: '导览图.png' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(messages.at(-1)).toEqual({ intent: 'success', text: '操作成功!' });
  });

  it("keeps the dialog open with the server's message when the upload is refused", async () => {
    const onClose = vi.fn();
    const upload = vi.fn(async () => {
      throw new CrudError({ code: 'http', message: '只能上传jpg/jpeg/png文件，且不超过10M', status: 400 });
    });
    await renderCrud(<AttachUploadDialog def={attach} onClose={onClose} />, testDataProvider({ upload }));
    pick(new File(['not a png'], 'fake.png'));
    fireEvent.click(screen.getByTestId('attach-upload-submit'));
    await waitFor(() => expect(messageUnder('file')).toBe('只能上传jpg/jpeg/png文件，且不超过10M'));
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('the attach and sms screens', () => {
  const attachRow = {
    id: '1888',
    link: 'http://127.0.0.1:8910/blade-resource/oss/endpoint/file/20240501/aa.png',
    originalName: '导览图.png',
    extension: 'png',
    attachSize: 68,
    createTime: '2024-05-01 10:00:00',
  };

  it('offers 上传 and 下载 only with their grants; 下载 opens the link in a new window', async () => {
    grantButtons(['attach_view']);
    const getList = async () => ({ records: [attachRow], total: 1 });
    const first = await renderCrud(<AttachScreen />, testDataProvider({ getList: getList as never }));
    await screen.findByText('导览图.png');
    expect(document.querySelector('button[data-action="upload"]')).toBeNull();
    expect(document.querySelector('button[data-action="download"]')).toBeNull();
    first.unmount();

    grantButtons(['attach_view', 'attach_upload', 'attach_download']);
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await renderCrud(<AttachScreen />, testDataProvider({ getList: getList as never }));
    await screen.findByText('导览图.png');
    const download = await waitFor(() => {
      const button = document.querySelector<HTMLButtonElement>('button[data-action="download"]');
      if (!button) throw new Error('no download button yet');
      return button;
    });
    fireEvent.click(download);
    expect(open).toHaveBeenCalledWith(attachRow.link, '_blank', 'noopener,noreferrer');

    fireEvent.click(document.querySelector('button[data-action="upload"]') as HTMLButtonElement);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('上传附件')).toBeTruthy();
  });

  it("opens 发送测试 with the row's resource code", async () => {
    grantButtons(['sms_view', 'sms_send']);
    const row = { id: '7', category: 1, smsCode: 'tx-test', templateId: 'SMS_1', signName: '大理', status: 2 };
    await renderCrud(
      <SmsScreen />,
      testDataProvider({ getList: (async () => ({ records: [row], total: 1 })) as never, custom: async () => [] }),
    );
    await screen.findByText('tx-test');
    const button = await waitFor(() => {
      const found = document.querySelector<HTMLButtonElement>('button[data-action="send"]');
      if (!found) throw new Error('no send button yet');
      return found;
    });
    fireEvent.click(button);
    await screen.findByRole('alertdialog');
    expect((document.getElementById('sms-send-code') as HTMLInputElement).value).toBe('tx-test');
  });
});
