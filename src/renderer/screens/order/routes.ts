/**
 * The order area's screens of paths no definition owns: 运营数据 reads the `orderData` statistics calls (spec 002
 * §7), not one resource's list. Loaded with its first use.
 */
const operation = () => import('./operation/OperationDataScreen');

export const screenRoutes = {
  '/order/operation-data': () => operation().then((m) => ({ Screen: m.OperationDataScreen })),
};
