/** Merchant screens at a definition's own menu path where a view of the same definition keeps the plain screen. */
export const screenRoutes = {
  '/merchant/info': () => import('./MerchantInfoScreen').then((m) => ({ Screen: m.MerchantInfoScreen })),
};
