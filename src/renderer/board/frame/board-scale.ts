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

/** Inside the workspace the stage is never drawn smaller than this: body text stays at 12 px or more. */
export const MIN_EMBEDDED_SCALE = 0.75;
/** …unless the content area is narrower than this many design pixels: the three columns need the room. */
export const MIN_EMBEDDED_WIDTH = 1440;

export interface StageFill {
  scale: number;
  /** The stage's own size in design pixels: it covers the whole box, no bars. */
  width: number;
  height: number;
}

/**
 * Inside the workspace's content area (issue 19 item 19): the stage covers the box without letterbox bars, at
 * a scale that keeps the text legible; the stage takes the box's aspect ratio and the body scrolls when the
 * views need more height than is left.
 */
export const fillStage = (width: number, height: number): StageFill => {
  if (width <= 0 || height <= 0) return { scale: 1, width: DESIGN_WIDTH, height: DESIGN_HEIGHT };
  const fit = Math.min(width / DESIGN_WIDTH, height / DESIGN_HEIGHT);
  const legible = Math.max(MIN_EMBEDDED_SCALE, fit);
  const scale = Math.min(legible, width / MIN_EMBEDDED_WIDTH);
  return { scale, width: width / scale, height: height / scale };
};
