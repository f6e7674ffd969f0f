import type { Database } from 'better-sqlite3';
import { createSequentialIds } from './ids';
import { art } from './seed-data/content-art';
import {
  appMenus,
  banners,
  bottomTabs,
  convenience,
  countyHomePage,
  daliCounties,
  feedback,
  guides,
  guideTags,
  landmarks,
  landmarkTags,
  labels,
  launchPages,
  preferenceTags,
  squareTags,
  strategies,
  strategyCategories,
  topics,
  travelPlan,
  type SeedValues,
} from './seed-data/content-app';
import { ADMIN_TENANT, SEED_IDS, SEED_TIME } from './seed-org';

const AUDIT = {
  create_user: SEED_IDS.adminUser,
  create_dept: SEED_IDS.rootDept,
  create_time: SEED_TIME,
  update_user: SEED_IDS.adminUser,
  update_time: SEED_TIME,
  is_deleted: 0,
  status: 1,
};

/**
 * The consumer app's content for the platform tenant (seed-data/content-app.ts): about 200 rows, written with
 * fixed sequential ids so two fresh databases agree. Small enough for every test database.
 */
export const seedContent = (db: Database): void => {
  const ids = createSequentialIds('1123598820738690000');
  // One statement per table and column list, prepared once.
  const statements = new Map<string, ReturnType<Database['prepare']>>();
  const insert = (table: string, values: SeedValues): string => {
    const id = ids.next();
    const row: SeedValues = { id, tenant_id: ADMIN_TENANT, ...AUDIT, ...values };
    const names = Object.keys(row);
    const sql = `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map((name) => `@${name}`).join(', ')})`;
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    statement.run(row);
    return id;
  };

  daliCounties.forEach((county, index) => {
    const { parent, children } = countyHomePage(county, index);
    const parentId = insert('app_home_page_config', { ...parent, parent_id: '0' });
    for (const child of children) insert('app_home_page_config', { ...child, parent_id: parentId });
  });
  for (const page of launchPages) insert('app_config_carousel', page);
  for (const menu of appMenus) insert('app_config_menu', menu);
  for (const tab of bottomTabs) insert('app_config_navigation_bottom', tab);
  insert('app_qrcode_template', {
    name: '商户收款码海报',
    image_url: art('扫码领券', 'card', 5),
    qr_size: 300,
    qr_left: 190,
    qr_top: 420,
    sort: 1,
    is_enable: 1,
  });

  const tagIds = (table: string, names: readonly string[], sortColumn = 'sort') =>
    names.map((tag, index) =>
      insert(table, { tag, is_show: 1, icon_url: art(tag, 'icon', index), [sortColumn]: index }),
    );
  const landmarkTagIds = tagIds('city_landmark_tag', landmarkTags);
  const guideTagIds = tagIds('app_content_guide_tag', guideTags);
  const preferenceIds = tagIds('trip_preference_tag_config', preferenceTags, 'sort_order');
  tagIds('app_travel_square_tag', squareTags);

  landmarks.forEach((landmark, index) =>
    insert('city_landmark', {
      name: landmark.name,
      tag: landmark.tags.map((tag) => landmarkTagIds[tag]).join(','),
      cover: art(landmark.name, 'cover', index),
      jump_type: 5,
      rich_text: `<p>${landmark.name}：大理必到的地标之一。</p>`,
      location: landmark.location,
      sort: index + 1,
      like_num: 120 + index * 37,
      collect_num: 40 + index * 11,
      views_num: 3000 + index * 517,
    }),
  );
  guides.forEach((guide, index) =>
    insert('app_content_guide', {
      title: guide.title,
      tag: guide.tags.map((tag) => guideTagIds[tag]).join(','),
      cover: art(guide.title.slice(0, 4), 'cover', index + 2),
      jump_type: 5,
      rich_text: `<h2>${guide.title}</h2><p>路线、交通、住宿与美食，一篇看懂。</p>`,
      sort: index + 1,
      is_show_swiper: 0,
      like_num: 80 + index * 23,
      collect_num: 30 + index * 7,
      views_num: 1500 + index * 311,
    }),
  );
  topics.forEach((topic, index) => insert('app_content_topic', { ...topic, sort: index + 1, create_type: 1 }));
  const strategyCategoryIds = strategyCategories.map((category, index) =>
    insert('app_content_category', {
      ...category,
      parent_id: '0',
      is_show: 1,
      sort: index + 1,
      icon_url: art(category.name.slice(0, 2), 'icon', index),
    }),
  );

  const planId = insert('trip_travel_plans', {
    title: travelPlan.title,
    plan_name: travelPlan.plan_name,
    tag: preferenceIds.slice(0, 2).join(','),
    plan_region: '532901',
    cover: art('三日游', 'cover', 1),
    jump_type: 5,
    rich_text: '<p>第一天古城与三塔，第二天环洱海，第三天上苍山。</p>',
    sort: 1,
    is_show_swiper: 0,
    like_num: 56,
    collect_num: 21,
    views_num: 980,
  });
  for (const day of travelPlan.days)
    day.spots.forEach((spot, index) =>
      insert('trip_travel_plans_items', {
        travel_plans_id: planId,
        day_sequence: day.day,
        name: spot.name,
        location: spot.location,
        sort: index + 1,
      }),
    );

  convenience.forEach((group, index) => {
    const parentId = insert('app_convenience_info', {
      parent_id: '0',
      name: group.name,
      sort: index + 1,
      is_enable: 1,
    });
    group.children.forEach((entry, child) =>
      insert('app_convenience_info', { ...entry, parent_id: parentId, sort: child + 1, is_enable: 1 }),
    );
  });
  insert('app_agreement', {
    title: '用户服务协议',
    agreement_type: 1,
    version_no: 'v1.0',
    content: '<p>欢迎使用本平台……</p>',
    is_enable: 1,
  });
  insert('app_agreement', {
    title: '隐私政策',
    agreement_type: 2,
    version_no: 'v1.0',
    content: '<p>我们重视您的个人信息保护……</p>',
    is_enable: 1,
  });
  insert('member_notic', { type: 1, content: '三月街民族节期间古城部分路段交通管制，请绿色出行。', duration: 5 });
  insert('member_carousel', { name: '会员日', image_url: art('会员日', 'carousel', 2), jump_type: 0, sort: 1 });
  const feedbackIds = feedback.map((row) => insert('trip_user_feedback', row));
  insert('trip_user_feedback_items', {
    user_feedback_id: feedbackIds[1],
    follower: '管理员',
    followup_content: '已转交导航服务商核实入口坐标。',
  });

  // Appended last so every id above stays what it was.
  banners.forEach(({ link, ...banner }, index) =>
    insert('app_config_banner', {
      ...banner,
      image_url: art(banner.name.slice(0, 4), 'carousel', index),
      jump_type: 3,
      link_url: link,
      sort: index + 1,
      status: 1,
      theme_version: 1,
    }),
  );
  strategies.forEach((strategy, index) =>
    insert('app_content_strategy', {
      title: strategy.title,
      tag: strategy.tag,
      category_id: strategyCategoryIds[index % strategyCategoryIds.length],
      cover: art(strategy.title.slice(0, 4), 'cover', index),
      jump_type: 5,
      rich_text: `<h2>${strategy.title}</h2><p>${strategy.summary}</p>`,
      sort: index + 1,
      uid: 'admin',
      star: 4,
      audit_status: strategy.auditStatus,
      refusal: strategy.refusal ?? null,
      like_num: 60 + index * 17,
      reply_num: 5 + index * 3,
      share_num: 8 + index * 2,
      views: 900 + index * 233,
      reply_status: 1,
    }),
  );
  labels.forEach((label, index) =>
    insert('app_content_label', {
      label_name: label.name,
      label_icon: art(label.name, 'icon', index),
      label_category: label.category,
      sort_order: index,
      status: 1,
    }),
  );
};
