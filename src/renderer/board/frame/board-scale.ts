/** The board's design size (spec 000 §2.4, §9): everything is laid out for it, then scaled to fit. */
export const DESIGN_WIDTH = 1920;
export const DESIGN_HEIGHT = 1080;
export const HEADER_HEIGHT = 121;

export interface StageFit {
  scale: number;
  /** Offsets that centre the scaled stage (letterbox bars on other aspect ratios). */
  left: number;
  top: number;
}

/** Scales the design size to fit the available box without distortion, centred. */
export const fitStage = (width: number, height: number): StageFit => {
  if (width <= 0 || height <= 0) return { scale: 1, left: 0, top: 0 };
  const scale = Math.min(width / DESIGN_WIDTH, height / DESIGN_HEIGHT);
  return {
    scale,
    left: Math.round((width - DESIGN_WIDTH * scale) / 2),
    top: Math.round((height - DESIGN_HEIGHT * scale) / 2),
  };
};
