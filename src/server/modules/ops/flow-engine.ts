import { EventEmitter } from 'node:events';
import { Engine } from 'bpmn-engine';
import { engineSource } from './flow-bpmn';

/** What one run of the engine did, between two waits for people. */
export interface EngineStep {
  /** bpmn-engine's serialized state, kept in blade_flow_instance.engine_state. */
  state: string;
  /** User tasks now waiting (a task waiting before the step is listed again; the caller de-duplicates). */
  waiting: { id: string; name: string }[];
  /** Flow nodes that ended during the step, in order. */
  ended: { id: string; name: string; type: string }[];
  /** True when nothing waits any more: the instance is over. */
  finished: boolean;
}

interface ActivityApi {
  id: string;
  type: string;
  name?: string;
}

/** Lets the engine finish what a signal set off (its broker works through the queue synchronously or on ticks). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

const listen = () => {
  const listener = new EventEmitter();
  const waiting: EngineStep['waiting'] = [];
  const ended: EngineStep['ended'] = [];
  listener.on('activity.wait', (api: ActivityApi) => {
    if (api.type === 'bpmn:UserTask') waiting.push({ id: api.id, name: api.name ?? api.id });
  });
  listener.on('activity.end', (api: ActivityApi) => {
    ended.push({ id: api.id, name: api.name ?? '', type: api.type });
    const index = waiting.findIndex((task) => task.id === api.id);
    if (index >= 0) waiting.splice(index, 1);
  });
  return { listener, waiting, ended };
};

const finish = async (engine: Engine, events: ReturnType<typeof listen>): Promise<EngineStep> => {
  await settle();
  const postponed = engine.execution.getPostponed();
  const state = JSON.stringify(await engine.getState());
  return { state, waiting: events.waiting, ended: events.ended, finished: postponed.length === 0 };
};

/** Starts an instance of a definition's XML with its variables and runs it to the first user task(s). */
export const startInstance = async (
  name: string,
  xml: string,
  variables: Record<string, unknown>,
): Promise<EngineStep> => {
  const events = listen();
  const engine = new Engine({ name, source: engineSource(xml), variables });
  await engine.execute({ listener: events.listener });
  return finish(engine, events);
};

/**
 * Recovers an instance from its saved state, sets the variables the decision brings (`pass`) on its processes
 * (the scope its conditions read) and signals the waiting user task.
 */
export const signalTask = async (
  name: string,
  savedState: string,
  activityId: string,
  variables: Record<string, unknown>,
): Promise<EngineStep> => {
  const events = listen();
  const engine = new Engine({ name }).recover(JSON.parse(savedState));
  const execution = await engine.resume({ listener: events.listener });
  const task = execution.getPostponed().find((activity) => activity.id === activityId);
  if (!task) throw new Error(`流程实例中没有等待中的任务 ${activityId}`);
  for (const definition of execution.definitions) {
    for (const process of definition.getProcesses()) Object.assign(process.environment.variables, variables);
  }
  // The listener also heard the tasks that were waiting before the resume: only what follows the signal counts.
  events.waiting.length = 0;
  events.ended.length = 0;
  task.signal({ ...variables });
  return finish(engine, events);
};
