/** A new model's diagram: one start event, drawn, so the modeler opens on something to extend. */
export const blankBpmn = (key: string, name: string): string => {
  const text = name.replace(/[<>&"]/g, (char) => `&#${char.charCodeAt(0)};`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:flowable="http://flowable.org/bpmn" id="definitions_${key}" targetNamespace="http://www.flowable.org/processdef">
  <process id="${key}" name="${text}" isExecutable="true">
    <startEvent id="start" name="开始"/>
  </process>
  <bpmndi:BPMNDiagram id="diagram_${key}">
    <bpmndi:BPMNPlane id="plane_${key}" bpmnElement="${key}">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start">
        <dc:Bounds x="100" y="100" width="36" height="36"/>
      </bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</definitions>
`;
};
