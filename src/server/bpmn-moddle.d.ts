// bpmn-moddle ships its types under `bpmn-moddle/types` but its package `exports` do not map them to the main
// entry; this declares the one call the server makes (modules/ops/flow-bpmn.ts).
declare module 'bpmn-moddle' {
  export class BpmnModdle {
    fromXML(xml: string): Promise<{ rootElement: unknown; warnings: { message: string }[] }>;
  }
}
