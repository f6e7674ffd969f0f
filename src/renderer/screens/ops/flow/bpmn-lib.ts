// bpmn-js and its styles, in a chunk of their own: imported only with `import('./bpmn-lib')` when a diagram or the
// modeler opens, so the main bundle does not carry them.
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn.css';
import './bpmn-markers.css';

export { default as NavigatedViewer } from 'bpmn-js/lib/NavigatedViewer';
export { default as Modeler } from 'bpmn-js/lib/Modeler';
