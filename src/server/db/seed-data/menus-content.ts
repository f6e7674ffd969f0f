// Editorial content of the consumer app: strategies, guides, landmarks, videos, itineraries, tags and feedback (spec 001 §2).
import { CRUD, screen, section } from './menu-builders';
import type { SeedMenu } from './types';

export const contentMenu: SeedMenu = section(
  { code: 'content', name: '内容管理', nameEn: 'Content', path: '/content', source: 'DocumentBulletList', sort: 4 },
  [
    screen(
      'content_strategy_category',
      '攻略分类',
      'Strategy categories',
      '/content/strategy-category',
      'Folder',
      CRUD,
    ),
    screen('content_strategy', '攻略内容', 'Strategy content', '/content/strategy', 'DocumentText', [...CRUD, 'audit']),
    screen('content_landmark', '地标导览', 'Landmark guides', '/content/landmark', 'MapPin', CRUD),
    screen('content_landmark_tag', '地标标签', 'Landmark tags', '/content/landmark-tag', 'Tag', CRUD),
    screen('content_guide', '旅游攻略', 'Travel guides', '/content/guide', 'BookOpen', CRUD),
    screen('content_guide_tag', '攻略标签', 'Guide tags', '/content/guide-tag', 'TagMultiple', CRUD),
    screen('content_topic', '话题管理', 'Topics', '/content/topic', 'CommentMultiple', CRUD),
    screen('content_category', '内容分类', 'Content categories', '/content/category', 'FolderOpen', CRUD),
    screen('content_short_video', '短视频', 'Short videos', '/content/short-video', 'VideoClip', CRUD),
    screen('content_travel_square', '旅行广场', 'Travel square', '/content/travel-square', 'PeopleCommunity', [
      ...CRUD,
      'audit',
    ]),
    screen('content_travel_square_tag', '广场标签', 'Travel-square tags', '/content/travel-square-tag', 'Tag', CRUD),
    screen('content_travel_plan', '行程规划', 'Itineraries', '/content/travel-plan', 'Road', CRUD),
    screen('content_preference_tag', '偏好标签', 'Preference tags', '/content/preference-tag', 'Heart', CRUD),
    screen('content_label', '标签库', 'Label library', '/content/label', 'TagMultiple', CRUD),
    screen('content_feedback', '用户反馈', 'User feedback', '/content/feedback', 'PersonFeedback', [
      'view',
      'follow',
      'delete',
      'export',
    ]),
    screen('content_feedback_item', '反馈跟进', 'Feedback follow-ups', '/content/feedback-followup', 'Chat', CRUD),
  ],
);
