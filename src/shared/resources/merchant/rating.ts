import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('merchant', 'rating', {
  zh: {
    title: '评分项',
    fields: { name: '评分项', productType: '适用产品类型', score: '满分', isEnable: '启用状态' },
    rules: { name: '请输入评分项', score: '请输入满分', scoreRange: '满分应在1到5之间' },
  },
  en: {
    title: 'Rating items',
    fields: { name: 'Rating item', productType: 'Product type', score: 'Full marks', isEnable: 'Enabled' },
    rules: {
      name: 'Please enter the rating item',
      score: 'Please enter the full marks',
      scoreRange: 'Full marks are between 1 and 5',
    },
  },
});

/**
 * The items a review rates (service, hygiene, value…; `blade-merchant-product/rating`), per product type, out of
 * at most five stars. It serves the review screens and has no menu of its own: like the category tree it is
 * catalogue configuration, so holders of the category tree's codes read and edit it.
 */
export const ratingResource = r.define({
  endpoint: '/blade-merchant-product/rating',
  table: 'merchant_rating',
  ...TENANT_ENTITY,
  permission: 'merchant_category',
  fields: [
    r.text('name', { search: 'like', required: true, max: 32 }),
    r.dict('productType', 'product_type', { search: 'equal' }),
    r.integer('score', {
      required: true,
      defaultValue: 5,
      rules: [{ kind: 'range', min: 1, max: 5, message: 'rules.scoreRange' }],
    }),
    r.sort(),
    r.status('isEnable', { search: 'equal', defaultValue: 1 }),
    r.createTime(),
  ],
});

export type RatingRecord = RecordOfDefinition<typeof ratingResource>;
