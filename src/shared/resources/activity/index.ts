export * from './activity-category';
export * from './activity';
export * from './activity-item';
export * from './activity-signup';
export * from './activity-order';
export * from './activity-notice';
export * from './activity-coupon';
export * from './activity-contact';
