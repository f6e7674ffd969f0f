import type { Migration } from './types';

/**
 * The app-content lists open in their sort order (`ORDER BY sort ASC, id DESC` within the tenant's live rows), but
 * their tables were indexed by create time only: every page scanned the whole table and sorted it in a temporary
 * B-tree, rich text and all, to answer ten rows (the guide list's profile, issue 13). This index walks the order
 * directly and reads only the rows of the page.
 */
export const migrationContentSortIndexes: Migration = {
  version: 202611272231,
  name: 'content-sort-indexes',
  sql: `
CREATE INDEX IF NOT EXISTS idx_app_config_menu_sort ON app_config_menu (tenant_id, is_deleted, sort, id DESC);
CREATE INDEX IF NOT EXISTS idx_app_config_banner_sort ON app_config_banner (tenant_id, is_deleted, sort, id DESC);
CREATE INDEX IF NOT EXISTS idx_app_config_carousel_sort ON app_config_carousel (tenant_id, is_deleted, sort, id DESC);
CREATE INDEX IF NOT EXISTS idx_app_config_navigation_bottom_sort ON app_config_navigation_bottom (tenant_id, is_deleted, sort, id DESC);
CREATE INDEX IF NOT EXISTS idx_app_content_guide_tag_sort ON app_content_guide_tag (tenant_id, is_deleted, sort, id DESC);
CREATE INDEX IF NOT EXISTS idx_app_content_guide_sort ON app_content_guide (tenant_id, is_deleted, sort, id DESC);
CREATE INDEX IF NOT EXISTS idx_app_content_short_video_sort ON app_content_short_video (tenant_id, is_deleted, sort, id DESC);
CREATE INDEX IF NOT EXISTS idx_app_content_strategy_sort ON app_content_strategy (tenant_id, is_deleted, sort, id DESC);
CREATE INDEX IF NOT EXISTS idx_app_content_topic_sort ON app_content_topic (tenant_id, is_deleted, sort, id DESC);
CREATE INDEX IF NOT EXISTS idx_city_landmark_tag_sort ON city_landmark_tag (tenant_id, is_deleted, sort, id DESC);
CREATE INDEX IF NOT EXISTS idx_city_landmark_sort ON city_landmark (tenant_id, is_deleted, sort, id DESC);
CREATE INDEX IF NOT EXISTS idx_member_carousel_sort ON member_carousel (tenant_id, is_deleted, sort, id DESC);
CREATE INDEX IF NOT EXISTS idx_trip_preference_tag_config_sort ON trip_preference_tag_config (tenant_id, is_deleted, sort_order, id DESC);
CREATE INDEX IF NOT EXISTS idx_app_qrcode_template_sort ON app_qrcode_template (tenant_id, is_deleted, sort, id DESC);
CREATE INDEX IF NOT EXISTS idx_app_travel_square_tag_sort ON app_travel_square_tag (tenant_id, is_deleted, sort, id DESC);
`,
};
