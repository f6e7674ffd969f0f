// The car shop and car-hire order records (spec 001 §2, spec 002 §2).
import { CRUD, screen, section } from './menu-builders';
import type { SeedMenu } from './types';

export const carMenu: SeedMenu = section(
  { code: 'car', name: '车辆管理', nameEn: 'Vehicles', path: '/car', source: 'VehicleCar', sort: 10 },
  [
    screen('car_info', '车辆信息', 'Cars', '/car/info', 'VehicleCar', [...CRUD, 'audit']),
    screen('car_brand', '车辆品牌', 'Car brands', '/car/brand', 'Certificate', CRUD),
    screen('car_series', '车系管理', 'Car series', '/car/series', 'Layer', CRUD),
    screen('car_fancy', '精品车', 'Featured cars', '/car/fancy', 'StarEmphasis', CRUD),
    screen('car_contract', '合同模板', 'Contract templates', '/car/contract', 'DocumentSignature', CRUD),
    screen('car_sign_record', '签约记录', 'Contract sign records', '/car/sign-record', 'Signature', ['view', 'delete']),
    screen('car_price', '车辆价格', 'Car prices', '/car/price', 'Money', [...CRUD, 'audit']),
    screen('car_price_config', '价格配置', 'Price settings', '/car/price-config', 'MoneySettings', CRUD),
    screen('car_gps_config', 'GPS配置', 'GPS settings', '/car/gps-config', 'LocationLive', CRUD),
    screen('car_alarm', '车辆告警', 'Car alarms', '/car/alarm', 'Warning', ['view']),
    screen('car_shop_mileage', '门店里程', 'Store mileage', '/car/shop-mileage', 'Gauge', CRUD),
    screen('car_order', '用车订单', 'Car orders', '/car/order', 'ReceiptMoney', ['view', 'export']),
    screen('car_order_stop', '停车记录', 'Stop records', '/car/order-stop', 'Location', ['view']),
    screen('car_order_track', '行驶轨迹', 'Tracks', '/car/order-track', 'Road', ['view']),
    screen('car_order_mileage', '订单里程', 'Order mileage', '/car/order-mileage', 'Gauge', ['view']),
    screen('car_order_violation', '违章记录', 'Violations', '/car/order-violation', 'ErrorCircle', ['view']),
  ],
);
