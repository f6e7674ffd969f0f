// Spec 000 §2.4: the text NaN shows only '%'. Shared with the e2e tests (src/shared/board-format.ts).
export { percentNumber, percentText } from '../../../shared/board-format';
