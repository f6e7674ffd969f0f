import { makeStyles } from '@fluentui/react-components';

/**
 * Keeps a ranking table's header in view while its rows scroll under it (auto-scroll lists): opaque, because the
 * header's own colour is translucent and rows would show through.
 */
export const useStickyHeadStyles = makeStyles({
  sticky: {
    '& thead th': { position: 'sticky', top: 0, zIndex: 1, backgroundColor: '#0d3566' },
  },
});
