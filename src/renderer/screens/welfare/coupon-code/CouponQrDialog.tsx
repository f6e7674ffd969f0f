import { Field, MessageBar, MessageBarBody, Radio, RadioGroup, Select, Spinner } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { QrPoster } from '../../../../shared/bladex/qr-code';
import type { ResourceDef } from '../../../../shared/resources';
import { errorMessage } from '../../../crud/core/crud-error';
import { bladex } from '../../../platform/bladex-client';
import { QrFigure, QrFrame, useQrText } from '../../merchant/QrCodeDialog';
import { drawPoster } from './poster';

const BASE = '/blade-shop/couponCodesRecords/getCouponQrCode/template';

interface TemplateOption {
  id: string;
  name: string;
}

/**
 * 券码二维码: a code's QR on one of the enabled poster templates, as the bare code (scanned at the counter,
 * `template`) or the coupon page with the code (opened in WeChat, `template/new`). Shows the poster as it will
 * print and downloads it as a PNG (the bare QR when the template's background cannot be drawn).
 */
export const CouponQrDialog = ({ def, codeId, onClose }: { def: ResourceDef; codeId: string; onClose: () => void }) => {
  const text = useQrText(def);
  const [templateId, setTemplateId] = useState('');
  const [linked, setLinked] = useState(true);
  const templates = useQuery({
    queryKey: ['qr-templates'],
    queryFn: () =>
      bladex.get<{ records: TemplateOption[] }>('/blade-app/qrcodeTemplate/list', {
        isEnable: 1,
        current: 1,
        size: 100,
      }),
  });
  const chosen = templateId || templates.data?.records[0]?.id || '';
  const poster = useQuery({
    queryKey: ['coupon-qr', codeId, chosen, linked],
    enabled: chosen !== '',
    retry: false,
    queryFn: async () => {
      const answer = await bladex.get<QrPoster>(linked ? `${BASE}/new` : BASE, { id: codeId, templateId: chosen });
      return { answer, drawn: await drawPoster(answer) };
    },
  });
  const data = poster.data;
  const download = data ? { href: data.drawn ?? data.answer.image, fileName: data.answer.fileName } : null;
  const error = templates.error ?? poster.error;
  return (
    <QrFrame def={def} download={download} onClose={onClose}>
      {templates.isPending && <Spinner label={text('loading')} />}
      {templates.data && templates.data.records.length === 0 && (
        <MessageBar intent="warning">
          <MessageBarBody>{text('noTemplate')}</MessageBarBody>
        </MessageBar>
      )}
      {templates.data && templates.data.records.length > 0 && (
        <>
          <Field label={text('template')}>
            <Select value={chosen} onChange={(_, option) => setTemplateId(option.value)}>
              {templates.data.records.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={text('kind')}>
            <RadioGroup
              value={linked ? 'linked' : 'plain'}
              onChange={(_, option) => setLinked(option.value === 'linked')}
            >
              <Radio value="linked" label={text('linked')} />
              <Radio value="plain" label={text('plain')} />
            </RadioGroup>
          </Field>
        </>
      )}
      {poster.isFetching && <Spinner label={text('loading')} />}
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{errorMessage(error)}</MessageBarBody>
        </MessageBar>
      )}
      {data && !data.drawn && (
        <MessageBar intent="warning">
          <MessageBarBody>{text('posterFailed')}</MessageBarBody>
        </MessageBar>
      )}
      {data?.drawn && <img src={data.drawn} alt={data.answer.content} style={{ maxWidth: '100%', maxHeight: 360 }} />}
      {data && <QrFigure def={def} qr={data.answer} />}
    </QrFrame>
  );
};
