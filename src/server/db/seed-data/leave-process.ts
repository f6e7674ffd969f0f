// The seeded leave process (modules/ops/README.md "Workflow rules"): the applicant names a department head who
// approves or rejects; more than three days (`longLeave`) also needs HR, any holder of the admin role of the tenant,
// who claims the task first. A rejection at either step ends the request. Conditions are written as Flowable
// writes them (`${pass}`), so the same file deploys to a BladeX server too.
export const LEAVE_PROCESS_KEY = 'Leave';

const xsi = 'xsi:type="tFormalExpression"';

export const LEAVE_PROCESS_XML = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:flowable="http://flowable.org/bpmn" id="definitions_leave" targetNamespace="http://www.flowable.org/processdef">
  <process id="${LEAVE_PROCESS_KEY}" name="请假流程" isExecutable="true">
    <documentation>员工请假：部门主管审批，超过三天再由人事审批</documentation>
    <startEvent id="start" name="发起请假"/>
    <userTask id="deptHeadAudit" name="部门主管审批" flowable:assignee="\${taskUser}"/>
    <exclusiveGateway id="deptHeadDecision" name="主管意见" default="deptHeadRejected"/>
    <exclusiveGateway id="lengthCheck" name="是否超过三天" default="shortLeave"/>
    <userTask id="hrAudit" name="人事审批" flowable:candidateGroups="admin,administrator"/>
    <exclusiveGateway id="hrDecision" name="人事意见" default="hrRejected"/>
    <endEvent id="approvedEnd" name="请假通过"/>
    <endEvent id="rejectedEnd" name="请假驳回"/>
    <sequenceFlow id="toDeptHead" sourceRef="start" targetRef="deptHeadAudit"/>
    <sequenceFlow id="deptHeadDone" sourceRef="deptHeadAudit" targetRef="deptHeadDecision"/>
    <sequenceFlow id="deptHeadApproved" name="同意" sourceRef="deptHeadDecision" targetRef="lengthCheck">
      <conditionExpression ${xsi}>\${pass}</conditionExpression>
    </sequenceFlow>
    <sequenceFlow id="deptHeadRejected" name="驳回" sourceRef="deptHeadDecision" targetRef="rejectedEnd"/>
    <sequenceFlow id="longLeave" name="超过三天" sourceRef="lengthCheck" targetRef="hrAudit">
      <conditionExpression ${xsi}>\${longLeave}</conditionExpression>
    </sequenceFlow>
    <sequenceFlow id="shortLeave" name="三天以内" sourceRef="lengthCheck" targetRef="approvedEnd"/>
    <sequenceFlow id="hrDone" sourceRef="hrAudit" targetRef="hrDecision"/>
    <sequenceFlow id="hrApproved" name="同意" sourceRef="hrDecision" targetRef="approvedEnd">
      <conditionExpression ${xsi}>\${pass}</conditionExpression>
    </sequenceFlow>
    <sequenceFlow id="hrRejected" name="驳回" sourceRef="hrDecision" targetRef="rejectedEnd"/>
  </process>
  <bpmndi:BPMNDiagram id="diagram_leave">
    <bpmndi:BPMNPlane id="plane_leave" bpmnElement="${LEAVE_PROCESS_KEY}">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="80" y="200" width="36" height="36"/></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="deptHeadAudit_di" bpmnElement="deptHeadAudit"><dc:Bounds x="170" y="178" width="100" height="80"/></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="deptHeadDecision_di" bpmnElement="deptHeadDecision" isMarkerVisible="true"><dc:Bounds x="320" y="193" width="50" height="50"/></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="lengthCheck_di" bpmnElement="lengthCheck" isMarkerVisible="true"><dc:Bounds x="420" y="193" width="50" height="50"/></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="hrAudit_di" bpmnElement="hrAudit"><dc:Bounds x="520" y="178" width="100" height="80"/></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="hrDecision_di" bpmnElement="hrDecision" isMarkerVisible="true"><dc:Bounds x="670" y="193" width="50" height="50"/></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="approvedEnd_di" bpmnElement="approvedEnd"><dc:Bounds x="782" y="200" width="36" height="36"/></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="rejectedEnd_di" bpmnElement="rejectedEnd"><dc:Bounds x="782" y="330" width="36" height="36"/></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="toDeptHead_di" bpmnElement="toDeptHead"><di:waypoint x="116" y="218"/><di:waypoint x="170" y="218"/></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="deptHeadDone_di" bpmnElement="deptHeadDone"><di:waypoint x="270" y="218"/><di:waypoint x="320" y="218"/></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="deptHeadApproved_di" bpmnElement="deptHeadApproved"><di:waypoint x="370" y="218"/><di:waypoint x="420" y="218"/></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="deptHeadRejected_di" bpmnElement="deptHeadRejected"><di:waypoint x="345" y="243"/><di:waypoint x="345" y="348"/><di:waypoint x="782" y="348"/></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="longLeave_di" bpmnElement="longLeave"><di:waypoint x="470" y="218"/><di:waypoint x="520" y="218"/></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="shortLeave_di" bpmnElement="shortLeave"><di:waypoint x="445" y="193"/><di:waypoint x="445" y="120"/><di:waypoint x="800" y="120"/><di:waypoint x="800" y="200"/></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="hrDone_di" bpmnElement="hrDone"><di:waypoint x="620" y="218"/><di:waypoint x="670" y="218"/></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="hrApproved_di" bpmnElement="hrApproved"><di:waypoint x="720" y="218"/><di:waypoint x="782" y="218"/></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="hrRejected_di" bpmnElement="hrRejected"><di:waypoint x="695" y="243"/><di:waypoint x="695" y="348"/><di:waypoint x="782" y="348"/></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</definitions>
`;
