/**
 * Where the picked image lies under the crop frame: drawn at `scale` with its top-left corner at (`x`, `y`) in
 * the output's pixels. The image always covers the whole frame, so the crop never has an empty edge.
 */
export interface CropState {
  readonly scale: number;
  readonly x: number;
  readonly y: number;
}

export interface CropSizes {
  readonly imageWidth: number;
  readonly imageHeight: number;
  readonly width: number;
  readonly height: number;
}

/** Zooming in goes to four times the smallest scale that covers the frame. */
export const MAX_ZOOM = 4;

export const coverScale = (sizes: CropSizes): number =>
  Math.max(sizes.width / sizes.imageWidth, sizes.height / sizes.imageHeight);

/** The state moved back so the image covers the frame, its scale within [cover, cover × MAX_ZOOM]. */
export const clampCrop = (sizes: CropSizes, state: CropState): CropState => {
  const least = coverScale(sizes);
  const scale = Math.min(least * MAX_ZOOM, Math.max(least, state.scale));
  const low = (frame: number, image: number) => frame - image * scale;
  return {
    scale,
    x: Math.min(0, Math.max(low(sizes.width, sizes.imageWidth), state.x)),
    y: Math.min(0, Math.max(low(sizes.height, sizes.imageHeight), state.y)),
  };
};

/** The image's middle in the middle of the frame, at the smallest scale that covers it. */
export const initialCrop = (sizes: CropSizes): CropState => {
  const scale = coverScale(sizes);
  return clampCrop(sizes, {
    scale,
    x: (sizes.width - sizes.imageWidth * scale) / 2,
    y: (sizes.height - sizes.imageHeight * scale) / 2,
  });
};

export const panCrop = (sizes: CropSizes, state: CropState, dx: number, dy: number): CropState =>
  clampCrop(sizes, { ...state, x: state.x + dx, y: state.y + dy });

/** A zoom by `factor` that keeps the frame's centre on the same spot of the image. */
export const zoomCrop = (sizes: CropSizes, state: CropState, factor: number): CropState => {
  const cx = sizes.width / 2;
  const cy = sizes.height / 2;
  const next = clampCrop(sizes, { ...state, scale: state.scale * factor });
  const ratio = next.scale / state.scale;
  return clampCrop(sizes, { scale: next.scale, x: cx - (cx - state.x) * ratio, y: cy - (cy - state.y) * ratio });
};

/** The source rectangle of the image the frame shows, for `drawImage`. */
export const sourceRect = (sizes: CropSizes, state: CropState) => ({
  sx: -state.x / state.scale,
  sy: -state.y / state.scale,
  sw: sizes.width / state.scale,
  sh: sizes.height / state.scale,
});

/** The key's move: arrows pan 10 px (50 with Shift), + and − zoom by 10 %; undefined for any other key. */
export const cropKey = (sizes: CropSizes, state: CropState, key: string, large: boolean): CropState | undefined => {
  const step = large ? 50 : 10;
  switch (key) {
    case 'ArrowLeft':
      return panCrop(sizes, state, -step, 0);
    case 'ArrowRight':
      return panCrop(sizes, state, step, 0);
    case 'ArrowUp':
      return panCrop(sizes, state, 0, -step);
    case 'ArrowDown':
      return panCrop(sizes, state, 0, step);
    case '+':
    case '=':
      return zoomCrop(sizes, state, 1.1);
    case '-':
      return zoomCrop(sizes, state, 1 / 1.1);
    default:
      return undefined;
  }
};
