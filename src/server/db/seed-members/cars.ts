import { formatDateTime } from '../clock';
import { dayOf, pad2, type DomainSeed } from './context';
import { DALI_ROUTES, distanceMetres, pointsAlong } from './routes';

const BRANDS: readonly (readonly [string, string, readonly (readonly [string, string, number])[]])[] = [
  [
    '比亚迪',
    'B',
    [
      ['秦PLUS DM-i', '紧凑型轿车', 5],
      ['宋PLUS EV', '紧凑型SUV', 5],
    ],
  ],
  [
    '吉利',
    'J',
    [
      ['帝豪', '紧凑型轿车', 5],
      ['星越L', '中型SUV', 5],
    ],
  ],
  [
    '大众',
    'D',
    [
      ['朗逸', '紧凑型轿车', 5],
      ['途安L', 'MPV', 7],
    ],
  ],
  [
    '丰田',
    'F',
    [
      ['卡罗拉', '紧凑型轿车', 5],
      ['汉兰达', '中型SUV', 7],
    ],
  ],
];
const SHOPS = ['大理古城店', '下关火车站店', '双廊店'];
const COLOURS = ['白色', '黑色', '银色', '蓝色'];
const RENTERS = ['杨丽', '段志强', '李娜', '赵敏', '张伟', '王芳', '杜文', '苏晓'];

/**
 * The car shop: brands and series, a dozen cars at three stores (most passed review, two waiting, one rejected
 * with its history row), their prices, the rental contract template and, for the last month, rentals whose
 * tracks run on Dali roads with their stops, daily mileage and sign records, a few violations and GPS alarms.
 */
export const seedCars = (seed: DomainSeed): void => {
  const { insert, random } = seed;
  const series: { id: string; brandId: string; seats: number }[] = [];
  for (const [name, initial, models] of BRANDS) {
    const brandId = insert('shop_car_brand', { name, initial, status: 1 });
    for (const [model, carClass, seats] of models)
      series.push({
        id: insert('shop_car_series', { brand_id: brandId, name: model, car_class: carClass, seats, status: 1 }),
        brandId,
        seats,
      });
  }
  const contractId = insert('shop_contract', {
    title: '大理汽车租赁合同',
    type: 1,
    content:
      '<p>甲方（出租方）：大理文旅汽车租赁有限公司</p><p>乙方（承租方）：{{signatory}}</p><p>一、乙方租用甲方车辆，租期自取车时起至还车时止，租金按日计算。</p><p>二、乙方应遵守交通法规，租期内的违章及罚款由乙方承担。</p>',
  });
  insert('car_price_config', {
    name: '标准车型',
    base_mileage: 300,
    over_mileage_price: 100,
    overtime_price: 3000,
    deposit: 300000,
    status: 1,
  });
  insert('car_gps_config', {
    name: '北斗定位平台',
    api_url: 'https://gps.example.com/api',
    account: 'dali-rent',
    push_interval: 30,
    status: 1,
  });
  insert('order_hot_area', { name: '大理古城', lng: 100.1612, lat: 25.6968, radius: 1500, status: 1 });
  insert('order_hot_area', { name: '双廊古镇', lng: 100.1985, lat: 25.8893, radius: 1000, status: 1 });

  const cars: { id: string; plate: string; dayPrice: number }[] = [];
  for (let i = 0; i < 12; i++) {
    const kind = series[i % series.length];
    const plate = `云L${i % 3 === 0 ? 'D' : ''}${String(20000 + i * 731).slice(0, i % 3 === 0 ? 5 : 5)}`;
    const dayPrice = kind.seats === 7 ? 39900 : 19900 + (i % 4) * 5000;
    const auditStatus = i === 10 || i === 11 ? 0 : i === 9 ? 2 : 1;
    const id = insert('shop_car_info', {
      plate_number: plate,
      brand_id: kind.brandId,
      series_id: kind.id,
      color: COLOURS[i % COLOURS.length],
      seats: kind.seats,
      vin: `LFV2A21K${String(500000000 + i * 7919)}`,
      shop_name: SHOPS[i % SHOPS.length],
      gps_device_no: `BD${String(880100 + i)}`,
      day_price: dayPrice,
      rent_status: 0,
      audit_status: auditStatus,
      audit_msg: auditStatus === 2 ? '车辆年检已过期，请更新行驶证后重新提交' : '',
      audit_time: auditStatus === 0 ? null : `${dayOf(seed, -40)} 10:00:00`,
      audit_user: auditStatus === 0 ? null : '管理员',
    });
    if (auditStatus === 2)
      seed.db
        .prepare(
          `INSERT INTO common_audit_record (id, tenant_id, resource, record_id, action, field, from_state, to_state, remark,
             operator_id, operator_name, create_time) VALUES (?, ?, 'carInfo', ?, 'carAudit', 'auditStatus', '0', '2', ?, ?, '管理员', ?)`,
        )
        .run(
          seed.nextId(),
          seed.tenantId,
          id,
          '车辆年检已过期，请更新行驶证后重新提交',
          '1123598821738675201',
          `${dayOf(seed, -40)} 10:00:00`,
        );
    if (auditStatus === 1) {
      cars.push({ id, plate, dayPrice });
      insert('shop_car_price', {
        car_id: id,
        day_price: dayPrice,
        hour_price: Math.round(dayPrice / 8),
        deposit: 300000,
        start_date: dayOf(seed, -60),
        audit_status: 1,
        audit_time: `${dayOf(seed, -60)} 09:00:00`,
        audit_user: '管理员',
      });
      if (i < 4)
        insert('shop_fancy_car', { car_id: id, title: `${SHOPS[i % SHOPS.length]}·环洱海自驾推荐`, status: 1 });
    }
  }

  for (let n = 0; n < 24; n++) {
    const car = cars[n % cars.length];
    const route = DALI_ROUTES[n % DALI_ROUTES.length];
    const offset = -30 + n;
    const day = dayOf(seed, offset);
    const startHour = 8 + (n % 5);
    const minutes = 40 + random.int(0, 50);
    const points = pointsAlong(route, minutes);
    const startMs = new Date(`${day}T${pad2(startHour)}:00:00`).getTime();
    const at = (minute: number) => formatDateTime(startMs + minute * 60_000);
    let metres = 0;
    for (let p = 1; p < points.length; p++) metres += distanceMetres(points[p - 1], points[p]);
    const km = Math.round(metres / 100) / 10;
    const renter = RENTERS[n % RENTERS.length];
    const days = 1 + (n % 3);
    const endTime = formatDateTime(startMs + days * 86_400_000);
    const orderId = insert(
      'order_car',
      {
        order_no: `ZC${day.replaceAll('-', '')}${String(n + 1).padStart(4, '0')}`,
        car_id: car.id,
        plate_number: car.plate,
        user_name: renter,
        phone: `1398720${String(1000 + n * 37).slice(0, 4)}`,
        start_time: at(0),
        end_time: offset + days <= 0 ? endTime : null,
        mileage: km,
        amount: car.dayPrice * days,
        order_status: offset + days <= 0 ? 3 : 2,
      },
      at(-60),
    );
    points.forEach(([lng, lat], minute) =>
      insert(
        'order_car_track',
        { order_id: orderId, lng, lat, speed: minute === 0 ? 0 : 30 + random.int(0, 30), gps_time: at(minute) },
        at(minute),
      ),
    );
    const stopAt = Math.floor(points.length / 2);
    insert('order_car_stop', {
      order_id: orderId,
      lng: points[stopAt][0],
      lat: points[stopAt][1],
      address: `${route.name}途中观景台`,
      start_time: at(stopAt),
      end_time: at(stopAt + 25),
      duration: 25,
    });
    insert('order_car_mileage', {
      order_id: orderId,
      stat_date: day,
      start_mileage: 12000 + n * 130,
      end_mileage: 12000 + n * 130 + km,
      mileage: km,
    });
    insert('shop_contract_sign_record', {
      contract_id: contractId,
      business_id: orderId,
      signatory: renter,
      sign_time: at(-30),
      content: `<p>乙方（承租方）：${renter}</p><p>租用车辆：${car.plate}，租期${days}天。</p>`,
    });
    insert('shop_mileage', {
      shop_name: SHOPS[n % SHOPS.length],
      plate_number: car.plate,
      stat_date: day,
      mileage: km,
      order_count: 1,
    });
    if (n % 6 === 0)
      insert('order_car_violation', {
        order_id: orderId,
        plate_number: car.plate,
        violation_time: at(stopAt),
        location: '大丽路与苍山路交叉口',
        content: '机动车违反禁止标线指示',
        fine: 20000,
        points: 3,
        handle_status: n % 12 === 0 ? 1 : 0,
      });
    if (n % 5 === 0)
      insert('car_alarm', {
        plate_number: car.plate,
        device_no: `BD${String(880100 + (n % 12))}`,
        alarm_type: 1 + (n % 3),
        alarm_time: at(10),
        location: route.name,
        content: n % 3 === 0 ? '超速报警：72km/h' : '驶出电子围栏',
        handled: n % 10 === 0 ? 1 : 0,
      });
  }
};
