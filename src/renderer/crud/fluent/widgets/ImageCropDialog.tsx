import { makeStyles, Slider, Spinner, Text, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { FormDialog } from '../../../ui/FormDialog';
import { useCrudText } from '../../i18n/use-crud-text';
import { MAX_ZOOM, outputType, sourceRect, zoomForKey } from './crop-geometry';

/** The cropper's box on screen; the frame inside it keeps the output's proportions. */
const STAGE = 360;

const useStyles = makeStyles({
  stage: {
    position: 'relative',
    alignSelf: 'center',
    width: `${STAGE}px`,
    maxWidth: '100%',
    backgroundColor: tokens.colorNeutralBackground3,
    ':focus-within': { outline: `2px solid ${tokens.colorBrandStroke1}`, outlineOffset: '2px' },
  },
  hint: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  problem: { color: tokens.colorPaletteRedForeground1 },
});

/** The picked file as an object URL and a decoded image (to draw from), or the failure to decode it. */
const usePickedImage = (file: File) => {
  const [picked, setPicked] = useState<{ url: string; image: HTMLImageElement } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    const element = new Image();
    element.onload = () => setPicked({ url, image: element });
    element.onerror = () => setFailed(true);
    element.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return { picked, failed };
};

/** The chosen part of the image drawn at exactly `width` × `height`, as a file of the original's name. */
const renderCrop = (image: HTMLImageElement, area: Area, width: number, height: number, file: File) =>
  new Promise<File | null>((resolve) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return resolve(null);
    const { sx, sy, sw, sh } = sourceRect(area, { width: image.naturalWidth, height: image.naturalHeight });
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, sx, sy, sw, sh, 0, 0, width, height);
    const type = outputType(file);
    canvas.toBlob((blob) => resolve(blob ? new File([blob], file.name, { type }) : null), type, 0.92);
  });

/**
 * Crops a picked image to exactly `width` × `height` pixels before it is uploaded, on react-easy-crop: the image
 * is moved under the frame by dragging, touch or the arrow keys (Shift for fine steps) and zoomed by the wheel,
 * pinch, + / − or the slider, always covering the frame. The result keeps the original's type (png stays png,
 * else jpeg) and name.
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
  const { picked, failed } = usePickedImage(file);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const area = useRef<Area | null>(null);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);

  const finish = async () => {
    if (!picked || !area.current) return;
    setBusy(true);
    const cropped = await renderCrop(picked.image, area.current, width, height, file);
    setBusy(false);
    if (cropped) onDone(cropped);
  };
  // The library pans with the arrows; + and − zoom from the keyboard too.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = zoomForKey(zoom, event.key);
    if (next === undefined) return;
    event.preventDefault();
    setZoom(next);
  };

  return (
    <FormDialog
      title={ct('crop.title')}
      busy={busy}
      submitLabel={ct('crop.done')}
      cancelLabel={ct('cancel')}
      onSubmit={() => void finish()}
      onCancel={onCancel}
      submitDisabled={!ready}
      submitTestId="crop-done"
    >
      {failed ? (
        <Text role="alert" className={styles.problem}>
          {ct('crop.unreadable')}
        </Text>
      ) : (
        <>
          <div
            className={styles.stage}
            style={{ height: `${Math.round((STAGE * height) / width)}px` }}
            role="group"
            aria-label={`${ct('crop.frame')} ${width}×${height}`}
            data-testid="crop-stage"
            onKeyDown={onKeyDown}
          >
            {picked ? (
              <Cropper
                image={picked.url}
                crop={crop}
                zoom={zoom}
                maxZoom={MAX_ZOOM}
                aspect={width / height}
                // The image fills the stage and the frame is as large as the stage allows.
                objectFit="cover"
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_, pixels) => {
                  area.current = pixels;
                  setReady(true);
                }}
              />
            ) : (
              <Spinner size="small" />
            )}
          </div>
          <Slider
            aria-label={ct('crop.zoom')}
            min={100}
            max={100 * MAX_ZOOM}
            value={Math.round(zoom * 100)}
            disabled={!picked}
            onChange={(_, data) => setZoom(data.value / 100)}
          />
          <Text className={styles.hint}>{ct('crop.hint', { width, height })}</Text>
        </>
      )}
    </FormDialog>
  );
};
