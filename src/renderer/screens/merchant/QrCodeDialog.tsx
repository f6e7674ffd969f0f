import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { QrCodeImage } from '../../../shared/bladex/qr-code';
import type { ResourceDef, ResourceTextKey } from '../../../shared/resources';
import { errorMessage } from '../../crud/core/crud-error';
import { useCrudText } from '../../crud/i18n/use-crud-text';

/** A QR resource's `qr.*` texts (src/shared/resources/qr-texts.ts, which each of them holds). */
export const useQrText = (def: ResourceDef) => {
  const { rt } = useCrudText();
  return (leaf: string) => rt(`res.${def.area}.${def.name}.qr.${leaf}` as ResourceTextKey);
};

/** The dialog's frame: title, body, download (when there is something to save) and close. */
export const QrFrame = ({
  def,
  download,
  onClose,
  children,
}: {
  def: ResourceDef;
  download: { href: string; fileName: string } | null;
  onClose: () => void;
  children: ReactNode;
}) => {
  const text = useQrText(def);
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{text('title')}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <DialogActions>
            {download && (
              <Button
                as="a"
                appearance="primary"
                href={download.href}
                download={download.fileName}
                data-testid="qr-download"
              >
                {text('download')}
              </Button>
            )}
            <Button onClick={onClose}>{text('close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};

/** The code, what it scans as, and a way to save it as a PNG. */
export const QrFigure = ({ def, qr }: { def: ResourceDef; qr: QrCodeImage }) => {
  const text = useQrText(def);
  return (
    <figure style={{ margin: 0, textAlign: 'center' }}>
      <img src={qr.image} alt={qr.content} width={240} height={240} data-testid="qr-image" />
      <figcaption style={{ wordBreak: 'break-all' }}>
        {text('content')}：<span data-testid="qr-content">{qr.content}</span>
      </figcaption>
    </figure>
  );
};

/** 领券二维码 of one row: loads the server's PNG (`url?id=`), shows it and offers the download. */
export const QrCodeDialog = ({
  def,
  load,
  rowId,
  onClose,
}: {
  def: ResourceDef;
  load: () => Promise<QrCodeImage>;
  rowId: string;
  onClose: () => void;
}) => {
  const text = useQrText(def);
  const qr = useQuery({ queryKey: ['qr-code', def.name, rowId], queryFn: load, retry: false });
  return (
    <QrFrame
      def={def}
      download={qr.data ? { href: qr.data.image, fileName: qr.data.fileName } : null}
      onClose={onClose}
    >
      {qr.isPending && <Spinner label={text('loading')} />}
      {qr.error && (
        <MessageBar intent="error">
          <MessageBarBody>{errorMessage(qr.error)}</MessageBarBody>
        </MessageBar>
      )}
      {qr.data && <QrFigure def={def} qr={qr.data} />}
    </QrFrame>
  );
};
