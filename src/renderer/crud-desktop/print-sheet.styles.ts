import { makeStyles } from '@fluentui/react-components';

/** Paper, not screen: black on white, thin rules, rows that never split across pages. */
export const usePrintSheetStyles = makeStyles({
  title: { margin: '0 0 4pt', fontSize: '15pt', fontWeight: 600 },
  meta: { margin: '0 0 2pt', fontSize: '9pt', color: '#333' },
  table: { width: '100%', borderCollapse: 'collapse', marginTop: '8pt', tableLayout: 'auto' },
  cell: {
    border: '0.5pt solid #777',
    padding: '3pt 4pt',
    textAlign: 'left',
    verticalAlign: 'top',
    fontSize: '9pt',
    overflowWrap: 'anywhere',
  },
  head: { backgroundColor: '#eee', fontWeight: 600 },
  row: { breakInside: 'avoid' },
  number: { width: '24pt', textAlign: 'right' },
  group: { margin: '10pt 0 4pt', fontSize: '11pt', fontWeight: 600, breakAfter: 'avoid' },
  fields: { display: 'grid', gridTemplateColumns: '9em 1fr', columnGap: '8pt', rowGap: '3pt', margin: 0 },
  label: { margin: 0, color: '#333', fontWeight: 600 },
  value: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  empty: { marginTop: '8pt' },
});
