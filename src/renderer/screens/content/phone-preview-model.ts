import { ENTRANCE_TYPE, MENU_POSITION } from '../../../shared/resources/content/home-entrance-fields';
import { withEditedRows, type EditedRow } from './preview-rows';

/** An entrance as `child-list` answers it (the fields the preview draws). */
export interface PreviewEntrance {
  readonly id: string;
  readonly dictValue?: string;
  readonly subTitle?: string;
  readonly imageUrl?: string;
  readonly secondPageClass?: number;
  readonly menuPosition?: number;
  readonly sort?: number;
  readonly isSealed?: number;
  readonly isTop?: number;
  readonly tagName?: string;
  readonly imageUrls?: string;
}

/** What the phone frame shows, top to bottom, in the app's order. */
export interface PreviewModel {
  readonly carousels: readonly (readonly PreviewEntrance[])[];
  readonly functionMenu: readonly PreviewEntrance[];
  readonly recommended: readonly PreviewEntrance[];
  readonly hotAreas: readonly PreviewEntrance[];
  readonly travelAreas: readonly PreviewEntrance[];
  readonly gifts: readonly PreviewEntrance[];
  readonly bottomMenu: readonly PreviewEntrance[];
}

const bySort = (a: PreviewEntrance, b: PreviewEntrance): number =>
  (a.sort ?? 0) - (b.sort ?? 0) || a.id.localeCompare(b.id);

const E = ENTRANCE_TYPE;
const P = MENU_POSITION;

/**
 * The app's home page from its entrances as they are now: hidden ones (`isSealed` 1) left out, each group in
 * sort order; the three carousel slots by `menuPosition`, function and bottom menus by position or type.
 */
export const buildPreview = (rows: readonly PreviewEntrance[]): PreviewModel => {
  const shown = rows.filter((row) => Number(row.isSealed ?? 0) !== 1).toSorted(bySort);
  const ofType = (type: number) => shown.filter((row) => Number(row.secondPageClass) === type);
  const carousel = ofType(E.carousel);
  const slot = (position: number) => carousel.filter((row) => Number(row.menuPosition) === position);
  const positioned = (type: number, position: number) =>
    shown.filter((row) => Number(row.secondPageClass) === type || Number(row.menuPosition) === position);
  return {
    carousels: [slot(P.carousel1), slot(P.carousel2), slot(P.carousel3)],
    functionMenu: positioned(E.functionMenu, P.functionMenu).filter(
      (row) => Number(row.secondPageClass) !== E.carousel,
    ),
    recommended: shown.filter(
      (row) => Number(row.secondPageClass) === E.topRecommendation || (Number(row.isTop) === 0 && row.tagName),
    ),
    hotAreas: ofType(E.hotArea),
    travelAreas: ofType(E.travelArea),
    gifts: ofType(E.giftEntrance),
    bottomMenu: positioned(E.bottomMenu, P.bottomMenu).filter((row) => Number(row.secondPageClass) !== E.carousel),
  };
};

/** The first of a comma-joined image list. */
export const firstImage = (images: string | undefined): string | undefined =>
  images
    ?.split(',')
    .map((part) => part.trim())
    .find(Boolean);

const PREVIEW_FIELDS = [
  'dictValue',
  'subTitle',
  'imageUrl',
  'secondPageClass',
  'menuPosition',
  'sort',
  'isSealed',
  'isTop',
  'tagName',
  'imageUrls',
] as const;

/**
 * The page's entrances with the open form's values laid over them, before anything is saved: an edit replaces what
 * its entrance shows, a new entrance under the shown page joins it. A form on another page changes nothing.
 */
export const withEditedEntrance = (
  rows: readonly PreviewEntrance[],
  edited: EditedRow | undefined,
  pageId: string | undefined,
): readonly PreviewEntrance[] => {
  if (pageId === undefined) return rows;
  return withEditedRows(rows, edited, PREVIEW_FIELDS, (values) =>
    // An edit form carries its row's parent; without one the row stays where the list put it.
    edited?.mode === 'update' && values.parentId === undefined ? true : String(values.parentId ?? '') === pageId,
  );
};
