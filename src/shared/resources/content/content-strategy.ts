import { COVER_CROP } from './cover-crop';
import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { STANDARD_VERBS } from '../types';
import { jumpFields, jumpTextsEn, jumpTextsZh } from './jump-fields';

const r = resource('content', 'contentStrategy', {
  zh: {
    title: '攻略内容',
    fields: {
      ...jumpTextsZh.fields,
      tag: '所属标签',
      categoryId: '攻略分类',
      title: '标题',
      cover: '封面',
      image: '图片',
      uid: '发布人',
      star: '推荐星级',
      auditStatus: '审核状态',
      refusal: '驳回原因',
      likeNum: '点赞数',
      replyNum: '评论数',
      shareNum: '分享数',
      views: '浏览数',
      replyStatus: '允许评论',
    },
    rules: {
      ...jumpTextsZh.rules,
      tag: '请选择所属标签',
      categoryId: '请选择攻略分类',
      title: '请输入标题',
      cover: '请上传封面',
      sort: '请输入排序',
      refusal: '请输入驳回原因',
    },
    jumpTypes: jumpTextsZh.jumpTypes,
    auditStatus: { pending: '待审核', passed: '审核通过', rejected: '审核驳回' },
    reply: { on: '允许', off: '关闭' },
    actions: { audit: '审核' },
  },
  en: {
    title: 'Strategy content',
    fields: {
      ...jumpTextsEn.fields,
      tag: 'Tag',
      categoryId: 'Category',
      title: 'Title',
      cover: 'Cover',
      image: 'Images',
      uid: 'Author',
      star: 'Stars',
      auditStatus: 'Review',
      refusal: 'Reason for rejection',
      likeNum: 'Likes',
      replyNum: 'Comments',
      shareNum: 'Shares',
      views: 'Views',
      replyStatus: 'Comments open',
    },
    rules: {
      ...jumpTextsEn.rules,
      tag: 'Please choose the tag',
      categoryId: 'Please choose the category',
      title: 'Please enter the title',
      cover: 'Please upload the cover',
      sort: 'Please enter the sort order',
      refusal: 'Please give the reason for the rejection',
    },
    jumpTypes: jumpTextsEn.jumpTypes,
    auditStatus: { pending: 'Pending review', passed: 'Passed', rejected: 'Rejected' },
    reply: { on: 'Open', off: 'Closed' },
    actions: { audit: 'Review' },
  },
});

/**
 * 攻略内容 (`/content/strategy`, spec 001 §2, §3 "Strategy content", §5): the travel strategies the app lists
 * under a strategy tag and category, with cover, up to five images, the jump of spec 001 §4 (no product type),
 * sort 1–100 and the app's counters (read-only here). Every strategy waits for review: `audit` passes it or
 * refuses it with the `refusal` reason (required), stamped and kept in the audit history; an edited strategy goes
 * back to review (the module). The contract names no calls: `/blade-app/contentStrategy` list, detail, submit,
 * remove, `update/sort`, `audit`.
 */
export const contentStrategyResource = r.define({
  menu: '/content/strategy',
  endpoint: '/blade-app/contentStrategy',
  verbs: { ...STANDARD_VERBS, sort: 'update/sort' },
  table: 'app_content_strategy',
  ...TENANT_ENTITY,
  permission: 'content_strategy',
  defaultSort: [{ field: 'sort', order: 'asc' }],
  actions: [
    r.transition('audit', {
      permission: 'content_strategy_audit',
      field: 'auditStatus',
      from: [0],
      to: [1, 2],
      input: ['auditStatus', 'refusal'],
      stamp: {},
      confirm: false,
    }),
  ],
  fields: [
    r.dict('tag', 'strategy_tag', { search: 'equal', required: true, defaultValue: 1, table: { width: 100 } }),
    r.reference('categoryId', 'contentCategory', 'name', { required: true, table: { width: 120 } }),
    r.text('title', { search: 'like', required: true, max: 255, table: { width: 220 } }),
    r.image('cover', { crop: COVER_CROP, required: true, table: { width: 90 } }),
    r.images('image', { max: 5, table: false, form: { span: 24 } }),
    ...jumpFields(r, { product: false }),
    r.sort({ min: 1, max: 100, table: { width: 80 } }),
    r.text('uid', { readOnly: true, max: 64, table: { width: 100, hidden: true } }),
    r.integer('star', { min: 0, max: 5, defaultValue: 0, table: { width: 80, hidden: true } }),
    r.choice(
      'auditStatus',
      [
        { value: 0, label: 'auditStatus.pending' },
        { value: 1, label: 'auditStatus.passed' },
        { value: 2, label: 'auditStatus.rejected' },
      ],
      { search: 'equal', readOnly: true, defaultValue: 0, table: { width: 100 } },
    ),
    r.textarea('refusal', {
      readOnly: true,
      max: 255,
      required: { when: { field: 'auditStatus', in: [2] } },
      table: { width: 200, hidden: true },
      form: { span: 24 },
    }),
    r.integer('likeNum', { readOnly: true, min: 0, sortable: true, table: { width: 80, hidden: true } }),
    r.integer('replyNum', { readOnly: true, min: 0, sortable: true, table: { width: 80, hidden: true } }),
    r.integer('shareNum', { readOnly: true, min: 0, sortable: true, table: { width: 80, hidden: true } }),
    r.integer('views', { readOnly: true, min: 0, sortable: true, table: { width: 80 } }),
    r.flag('replyStatus', { onLabel: 'reply.on', offLabel: 'reply.off', defaultValue: 1, table: { width: 90 } }),
    r.createTime(),
  ],
});

export type ContentStrategyRecord = RecordOfDefinition<typeof contentStrategyResource>;
