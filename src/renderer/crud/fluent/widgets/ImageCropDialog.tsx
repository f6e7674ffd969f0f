import { makeStyles, Slider, Text, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type WheelEvent } from 'react';
import { FormDialog } from '../../../ui/FormDialog';
import { useCrudText } from '../../i18n/use-crud-text';
import {
  coverScale,
  cropKey,
  initialCrop,
  MAX_ZOOM,
  panCrop,
  sourceRect,
  zoomCrop,
  type CropSizes,
  type CropState,
} from './crop-geometry';

const useStyles = makeStyles({
  canvas: {
    alignSelf: 'center',
    cursor: 'grab',
    touchAction: 'none',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground3,
    ':focus-visible': { outline: `2px solid ${tokens.colorBrandStroke1}`, outlineOffset: '2px' },
  },
  hint: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  problem: { color: tokens.colorPaletteRedForeground1 },
});

/** The picked file as an image element, or the failure to decode it. */
const useImage = (file: File) => {
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    const element = new Image();
    element.onload = () => setImage(element);
    element.onerror = () => setFailed(true);
    element.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return { image, failed };
};

/**
 * Crops a picked image to exactly `width` × `height` pixels before it is uploaded: the frame is the output, the
 * image is moved under it by pointer drag or the arrow keys and zoomed by the wheel, + / − or the slider, always
 * covering the frame. The result keeps the original's type (png stays png, else jpeg) and name.
 */
export const ImageCropDialog = ({
  file,
  width,
  height,
  onDone,
  onCancel,
}: {
  readonly file: File;
  readonly width: number;
  readonly height: number;
  readonly onDone: (cropped: File) => void;
  readonly onCancel: () => void;
}) => {
  const styles = useStyles();
  const { ct } = useCrudText();
  const { image, failed } = useImage(file);
  const canvas = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const [moved, setState] = useState<CropState | null>(null);
  const [busy, setBusy] = useState(false);
  const sizes: CropSizes | null = image
    ? { imageWidth: image.naturalWidth || 1, imageHeight: image.naturalHeight || 1, width, height }
    : null;
  // Until the operator moves it, the image lies centred at the scale that covers the frame.
  const state = moved ?? (sizes ? initialCrop(sizes) : null);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context || !image || !state || !sizes) return;
    const { sx, sy, sw, sh } = sourceRect(sizes, state);
    context.clearRect(0, 0, width, height);
    context.drawImage(image, sx, sy, sw, sh, 0, 0, width, height);
  });

  const move = (next: CropState | undefined) => {
    if (next) setState(next);
  };
  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drag.current || !sizes || !state) return;
    const box = event.currentTarget.getBoundingClientRect();
    const ratio = box.width ? width / box.width : 1;
    move(panCrop(sizes, state, (event.clientX - drag.current.x) * ratio, (event.clientY - drag.current.y) * ratio));
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const onWheel = (event: WheelEvent<HTMLCanvasElement>) => {
    if (sizes && state) move(zoomCrop(sizes, state, event.deltaY < 0 ? 1.1 : 1 / 1.1));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (!sizes || !state) return;
    const next = cropKey(sizes, state, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    move(next);
  };
  const finish = () => {
    const output = canvas.current;
    if (!output) return;
    const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
    setBusy(true);
    output.toBlob(
      (blob) => {
        setBusy(false);
        if (blob) onDone(new File([blob], file.name, { type }));
      },
      type,
      0.92,
    );
  };
  const least = sizes ? coverScale(sizes) : 1;

  return (
    <FormDialog
      title={ct('crop.title')}
      busy={busy}
      submitLabel={ct('crop.done')}
      cancelLabel={ct('cancel')}
      onSubmit={finish}
      onCancel={onCancel}
      submitDisabled={!state}
      submitTestId="crop-done"
    >
      {failed ? (
        <Text role="alert" className={styles.problem}>
          {ct('crop.unreadable')}
        </Text>
      ) : (
        <>
          <canvas
            ref={canvas}
            className={styles.canvas}
            width={width}
            height={height}
            tabIndex={0}
            role="img"
            aria-label={`${ct('crop.frame')} ${width}×${height}`}
            data-testid="crop-canvas"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={() => (drag.current = null)}
            onWheel={onWheel}
            onKeyDown={onKeyDown}
          />
          <Slider
            aria-label={ct('crop.zoom')}
            min={100}
            max={100 * MAX_ZOOM}
            value={state ? Math.round((state.scale / least) * 100) : 100}
            disabled={!state}
            onChange={(_, data) => {
              if (sizes && state) move(zoomCrop(sizes, state, (data.value / 100) * (least / state.scale)));
            }}
          />
          <Text className={styles.hint}>{ct('crop.hint', { width, height })}</Text>
        </>
      )}
    </FormDialog>
  );
};
