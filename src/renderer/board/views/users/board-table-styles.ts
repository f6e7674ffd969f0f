import { makeStyles } from '@fluentui/react-components';

/** A plain (non-ranking) board table: the same look as the rankings without ranks or highlights. */
export const useBoardTableStyles = makeStyles({
  table: { width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed', fontSize: '17px', color: '#d6e9ff' },
  head: {
    position: 'sticky',
    top: 0,
    height: '40px',
    padding: '0 8px',
    color: '#7fc8ff',
    fontWeight: 500,
    whiteSpace: 'nowrap',
    backgroundColor: '#0d3566',
  },
  cell: {
    height: '42px',
    padding: '0 8px',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    borderBottom: '1px solid rgba(64, 158, 255, 0.15)',
  },
  number: { textAlign: 'right' },
});
