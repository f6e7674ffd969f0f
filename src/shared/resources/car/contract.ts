import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('car', 'contract', {
  zh: {
    title: '合同模板',
    fields: {
      title: '合同标题',
      type: '合同类型',
      content: '合同内容',
    },
    rules: { title: '请输入合同标题', type: '请选择合同类型', content: '请输入合同内容' },
  },
  en: {
    title: 'Contract templates',
    fields: {
      title: 'Title',
      type: 'Type',
      content: 'Content',
    },
    rules: { title: 'Please enter the title', type: 'Please choose the type', content: 'Please enter the content' },
  },
});

/**
 * 合同模板 (`/car/contract`): the rows of `shop_contract` at `/blade-shop/contract`.
 * Say here what a row is and the rules its screen follows beyond what the fields say.
 */
export const contractResource = r.define({
  menu: '/car/contract',
  endpoint: '/blade-shop/contract',
  table: 'shop_contract',
  ...TENANT_ENTITY,
  permission: 'car_contract',
  fields: [
    r.text('title', { search: 'like', required: true, max: 255 }),
    r.dict('type', 'contract_type', { search: 'equal', required: true }),
    r.richText('content', { required: true }),
    r.createTime(),
  ],
});

export type ContractRecord = RecordOfDefinition<typeof contractResource>;
