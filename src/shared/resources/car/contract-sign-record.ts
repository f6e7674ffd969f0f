import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('car', 'contractSignRecord', {
  zh: {
    title: '签约记录',
    fields: {
      contractId: '合同模板',
      businessId: '业务单号',
      signatory: '签署人',
      signTime: '签署时间',
      content: '签署文本',
    },
    rules: { contractId: '请选择合同模板', businessId: '请输入业务单号', signatory: '请输入签署人' },
  },
  en: {
    title: 'Contract sign records',
    fields: {
      contractId: 'Contract',
      businessId: 'Business no.',
      signatory: 'Signatory',
      signTime: 'Signed at',
      content: 'Text as signed',
    },
    rules: {
      contractId: 'Please choose the contract',
      businessId: 'Please enter the business no.',
      signatory: 'Please enter the signatory',
    },
  },
});

/**
 * 签约记录 (`/car/sign-record`): the rows of `shop_contract_sign_record` at `/blade-shop/contractSignRecord`.
 * Say here what a row is and the rules its screen follows beyond what the fields say.
 */
export const contractSignRecordResource = r.define({
  menu: '/car/sign-record',
  endpoint: '/blade-shop/contractSignRecord',
  table: 'shop_contract_sign_record',
  ...TENANT_ENTITY,
  permission: 'car_sign_record',
  fields: [
    r.reference('contractId', 'contract', 'title', { required: true, search: 'equal' }),
    r.text('businessId', { search: 'like', required: true, max: 255 }),
    r.text('signatory', { search: 'like', required: true, max: 255 }),
    r.datetime('signTime'),
    r.richText('content'),
    r.createTime(),
  ],
});

export type ContractSignRecordRecord = RecordOfDefinition<typeof contractSignRecordResource>;
