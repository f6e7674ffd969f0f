import type { Migration } from './types';

/**
 * The tables of the content area's definitions (src/shared/resources/content), as `createTableSql` made them
 * (`npm run migration:new` per definition, folded into one version so the area lands as one step).
 */
export const migration202611261621: Migration = {
  version: 202611261621,
  name: 'content-area',
  sql: `
CREATE TABLE app_config_carousel (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  name TEXT,
  image_url TEXT,
  jump_type INTEGER,
  appid TEXT,
  link_url TEXT,
  rich_text TEXT,
  sort INTEGER,
  theme_version INTEGER,
  config_tag INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_app_config_carousel_tenant ON app_config_carousel (tenant_id, is_deleted, create_time);
CREATE TABLE app_home_page_config (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  parent_id TEXT,
  region_code TEXT,
  second_page_class INTEGER,
  menu_position INTEGER,
  hot_area TEXT,
  travel_area TEXT,
  dict_value TEXT,
  sub_title TEXT,
  image_url TEXT,
  sort INTEGER,
  is_sealed INTEGER,
  theme_version INTEGER,
  code TEXT,
  dict_key TEXT,
  jump_type INTEGER,
  appid TEXT,
  link_url TEXT,
  rich_text TEXT,
  good_id TEXT,
  is_top INTEGER,
  tag_name TEXT,
  image_url_long TEXT,
  image_urls TEXT,
  remark TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_app_home_page_config_tenant ON app_home_page_config (tenant_id, is_deleted, create_time);
CREATE TABLE app_second_page_config (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  parent_id TEXT,
  region_code TEXT,
  second_page_class INTEGER,
  menu_position INTEGER,
  hot_area TEXT,
  travel_area TEXT,
  dict_value TEXT,
  sub_title TEXT,
  image_url TEXT,
  sort INTEGER,
  is_sealed INTEGER,
  theme_version INTEGER,
  code TEXT,
  dict_key TEXT,
  jump_type INTEGER,
  appid TEXT,
  link_url TEXT,
  rich_text TEXT,
  good_id TEXT,
  is_top INTEGER,
  tag_name TEXT,
  image_url_long TEXT,
  image_urls TEXT,
  remark TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_app_second_page_config_tenant ON app_second_page_config (tenant_id, is_deleted, create_time);
CREATE TABLE app_config_menu (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  name TEXT,
  checked_icon TEXT,
  unchecked_icon TEXT,
  link_url TEXT,
  sort INTEGER,
  theme_version INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_app_config_menu_tenant ON app_config_menu (tenant_id, is_deleted, create_time);
CREATE TABLE app_config_navigation_bottom (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  name TEXT,
  checked_icon TEXT,
  unchecked_icon TEXT,
  link_url TEXT,
  sort INTEGER,
  theme_version INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_app_config_navigation_bottom_tenant ON app_config_navigation_bottom (tenant_id, is_deleted, create_time);
CREATE TABLE app_qrcode_template (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  name TEXT,
  image_url TEXT,
  qr_size INTEGER,
  qr_left INTEGER,
  qr_top INTEGER,
  sort INTEGER,
  is_enable INTEGER,
  remark TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_app_qrcode_template_tenant ON app_qrcode_template (tenant_id, is_deleted, create_time);
CREATE TABLE app_content_category (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  parent_id TEXT,
  tag INTEGER,
  name TEXT,
  is_show INTEGER,
  sort INTEGER,
  icon_url TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_app_content_category_tenant ON app_content_category (tenant_id, is_deleted, create_time);
CREATE TABLE app_content_category_tree (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  parent_id TEXT,
  tag INTEGER,
  name TEXT,
  is_show INTEGER,
  sort INTEGER,
  icon_url TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_app_content_category_tree_tenant ON app_content_category_tree (tenant_id, is_deleted, create_time);
CREATE TABLE city_landmark_tag (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  tag TEXT,
  is_show INTEGER,
  icon_url TEXT,
  sort INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_city_landmark_tag_tenant ON city_landmark_tag (tenant_id, is_deleted, create_time);
CREATE TABLE city_landmark (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  name TEXT,
  tag TEXT,
  cover TEXT,
  jump_type INTEGER,
  link_url TEXT,
  rich_text TEXT,
  location TEXT,
  sort INTEGER,
  like_num INTEGER,
  collect_num INTEGER,
  views_num INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_city_landmark_tenant ON city_landmark (tenant_id, is_deleted, create_time);
CREATE TABLE app_content_guide_tag (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  tag TEXT,
  is_show INTEGER,
  icon_url TEXT,
  sort INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_app_content_guide_tag_tenant ON app_content_guide_tag (tenant_id, is_deleted, create_time);
CREATE TABLE app_content_guide (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  title TEXT,
  tag TEXT,
  cover TEXT,
  jump_type INTEGER,
  link_url TEXT,
  rich_text TEXT,
  sort INTEGER,
  is_show_swiper INTEGER,
  swiper_urls TEXT,
  like_num INTEGER,
  collect_num INTEGER,
  views_num INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_app_content_guide_tenant ON app_content_guide (tenant_id, is_deleted, create_time);
CREATE TABLE app_content_topic (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  name TEXT,
  is_hot INTEGER,
  count_use INTEGER,
  count_view INTEGER,
  sort INTEGER,
  create_type INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_app_content_topic_tenant ON app_content_topic (tenant_id, is_deleted, create_time);
CREATE TABLE app_content_short_video (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  title TEXT,
  url TEXT,
  goods_list TEXT,
  sort INTEGER,
  like_num INTEGER,
  collect_num INTEGER,
  views_num INTEGER,
  remark TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_app_content_short_video_tenant ON app_content_short_video (tenant_id, is_deleted, create_time);
CREATE TABLE app_travel_square_tag (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  tag TEXT,
  is_show INTEGER,
  icon_url TEXT,
  sort INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_app_travel_square_tag_tenant ON app_travel_square_tag (tenant_id, is_deleted, create_time);
CREATE TABLE app_travel_square (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  title TEXT,
  tag_id TEXT,
  content TEXT,
  images TEXT,
  product_id TEXT,
  merchant_id TEXT,
  like_num INTEGER,
  views_num INTEGER,
  is_show INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_app_travel_square_tenant ON app_travel_square (tenant_id, is_deleted, create_time);
CREATE TABLE trip_preference_tag_config (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  tag TEXT,
  is_show INTEGER,
  icon_url TEXT,
  sort_order INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_trip_preference_tag_config_tenant ON trip_preference_tag_config (tenant_id, is_deleted, create_time);
CREATE TABLE trip_travel_plans (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  title TEXT,
  plan_name TEXT,
  tag TEXT,
  plan_region TEXT,
  cover TEXT,
  jump_type INTEGER,
  link_url TEXT,
  rich_text TEXT,
  sort INTEGER,
  is_show_swiper INTEGER,
  swiper_urls TEXT,
  like_num INTEGER,
  collect_num INTEGER,
  views_num INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_trip_travel_plans_tenant ON trip_travel_plans (tenant_id, is_deleted, create_time);
CREATE TABLE trip_travel_plans_items (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  travel_plans_id TEXT,
  day_sequence INTEGER,
  name TEXT,
  location TEXT,
  product_ids TEXT,
  merchant_id TEXT,
  merchant_name TEXT,
  merchant_category TEXT,
  sort INTEGER,
  create_user TEXT,
  create_dept TEXT,
  create_time TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_trip_travel_plans_items_tenant ON trip_travel_plans_items (tenant_id, is_deleted, create_time);
CREATE TABLE app_config_ai (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  name TEXT,
  provider TEXT,
  model_name TEXT,
  api_url TEXT,
  api_key TEXT,
  prompt TEXT,
  is_enable INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_app_config_ai_tenant ON app_config_ai (tenant_id, is_deleted, create_time);
CREATE TABLE app_agreement (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  title TEXT,
  agreement_type INTEGER,
  version_no TEXT,
  content TEXT,
  is_enable INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_app_agreement_tenant ON app_agreement (tenant_id, is_deleted, create_time);
CREATE TABLE trip_user_feedback (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  feedback_type INTEGER,
  feedback_text TEXT,
  contact_info TEXT,
  attached_image_urls TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_trip_user_feedback_tenant ON trip_user_feedback (tenant_id, is_deleted, create_time);
CREATE TABLE trip_user_feedback_items (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  user_feedback_id TEXT,
  follower TEXT,
  followup_content TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_trip_user_feedback_items_tenant ON trip_user_feedback_items (tenant_id, is_deleted, create_time);
CREATE TABLE app_convenience_info (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  parent_id TEXT,
  name TEXT,
  icon_url TEXT,
  phone TEXT,
  address TEXT,
  location TEXT,
  content TEXT,
  sort INTEGER,
  is_enable INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_app_convenience_info_tenant ON app_convenience_info (tenant_id, is_deleted, create_time);
CREATE TABLE member_carousel (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  name TEXT,
  image_url TEXT,
  jump_type INTEGER,
  appid TEXT,
  link_url TEXT,
  rich_text TEXT,
  good_id TEXT,
  sort INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_member_carousel_tenant ON member_carousel (tenant_id, is_deleted, create_time);
CREATE TABLE member_notic (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  type INTEGER,
  content TEXT,
  duration INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_member_notic_tenant ON member_notic (tenant_id, is_deleted, create_time);
CREATE TABLE app_config_region (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  code TEXT,
  name TEXT,
  parent_code TEXT,
  region_level INTEGER,
  is_show INTEGER,
  is_hot INTEGER,
  sort INTEGER,
  remark TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_app_config_region_tenant ON app_config_region (tenant_id, is_deleted, create_time);
CREATE UNIQUE INDEX uq_app_config_region_code ON app_config_region (tenant_id, code) WHERE is_deleted = 0;
`,
};
