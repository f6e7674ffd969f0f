import { makeStyles } from '@fluentui/react-components';

/** The sticky header's colour: opaque, the ranking header's translucent blue already laid over the panel. */
export const STICKY_HEAD_BACKGROUND = '#0d3566';

/**
 * Keeps a ranking table's header in view while its rows scroll under it (auto-scroll lists). Opaque, because the
 * header's own colour is translucent and rows would show through; the table's borders are separate, because with
 * collapsed borders Chromium leaves the header's edge lines behind and the rows' lines cross the header.
 */
export const useStickyHeadStyles = makeStyles({
  sticky: {
    '& table': { borderCollapse: 'separate', borderSpacing: 0 },
    '& thead th': {
      position: 'sticky',
      top: 0,
      zIndex: 2,
      backgroundColor: STICKY_HEAD_BACKGROUND,
      boxShadow: '0 1px 0 rgba(64, 158, 255, 0.45)',
    },
  },
});
