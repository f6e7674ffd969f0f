/**
 * The workflow's screens (modules/ops/README.md "Workflow"): the work and flow menus and the three leave routes of
 * spec 000, which no definition owns. Each loads with its first use; bpmn-js loads later still, with a diagram.
 */
const work = () => import('./flow/WorkScreens');
const admin = () => import('./flow/AdminScreens');
const leave = () => import('./flow/LeaveScreens');

export const screenRoutes = {
  '/work/start': () => work().then((m) => ({ Screen: m.StartScreen })),
  '/work/claim': () => work().then((m) => ({ Screen: m.ClaimScreen })),
  '/work/todo': () => work().then((m) => ({ Screen: m.TodoScreen })),
  '/work/send': () => work().then((m) => ({ Screen: m.SendScreen })),
  '/work/done': () => work().then((m) => ({ Screen: m.DoneScreen })),
  '/flow/model': () => admin().then((m) => ({ Screen: m.ModelScreen })),
  '/flow/manager': () => admin().then((m) => ({ Screen: m.ManagerScreen })),
  '/flow/follow': () => admin().then((m) => ({ Screen: m.FollowScreen })),
  '/work/process/leave/form': () => leave().then((m) => ({ Screen: m.LeaveFormScreen })),
  '/work/process/leave/handle': () => leave().then((m) => ({ Screen: m.LeaveHandleScreen })),
  '/work/process/leave/detail': () => leave().then((m) => ({ Screen: m.LeaveDetailScreen })),
};
