// Merchants, their stores and staff, the category tree and the products they sell (spec 001 §2).
import { CRUD, screen, section } from './menu-builders';
import type { SeedMenu } from './types';

export const merchantMenu: SeedMenu = section(
  {
    code: 'merchant',
    name: '商户与商品',
    nameEn: 'Merchants and products',
    path: '/merchant',
    source: 'BuildingShop',
    sort: 5,
  },
  [
    screen('merchant_info', '商户管理', 'Merchants', '/merchant/info', 'BuildingShop', [
      ...CRUD,
      'enable',
      'qrcode',
      'export',
    ]),
    screen('merchant_list', '商户列表', 'Merchant list', '/merchant/list', 'BuildingMultiple', ['view', 'export']),
    screen('merchant_store', '门店列表', 'Stores', '/merchant/store', 'BuildingRetail', ['view', 'export']),
    screen('merchant_store_manage', '门店管理', 'Store management', '/merchant/store-manage', 'BuildingRetail', CRUD),
    screen('merchant_service', '商户服务', 'Merchant services', '/merchant/service', 'Handshake', CRUD),
    screen('merchant_billing_ratio', '计费比例', 'Billing ratios', '/merchant/billing-ratio', 'Calculator', CRUD),
    screen('merchant_staff', '门店员工', 'Store staff', '/merchant/staff', 'PeopleTeam', CRUD),
    screen(
      'merchant_settle_account',
      '结算账户',
      'Settlement accounts',
      '/merchant/settle-account',
      'WalletCreditCard',
      CRUD,
    ),
    screen('merchant_sub_merchant', '支付子商户', 'Payment sub-merchants', '/merchant/sub-merchant', 'Payment', [
      ...CRUD,
      'qrcode',
      'submer',
    ]),
    screen('merchant_supplier', '供应商管理', 'Suppliers', '/merchant/supplier', 'BoxMultiple', [...CRUD, 'enable']),
    screen('merchant_apply', '入驻申请', 'Onboarding applications', '/merchant/apply', 'DocumentSearch', [
      'view',
      'audit',
    ]),
    screen('merchant_distribution', '分销商管理', 'Distributors', '/merchant/distribution', 'BranchFork', [
      'view',
      'audit',
      'export',
    ]),
    screen('merchant_travel_config', '商户文旅配置', 'Merchant travel config', '/merchant/travel-config', 'Globe', [
      'view',
      'edit',
      'audit',
    ]),
    screen('merchant_channel', '销售渠道', 'Sales channels', '/merchant/channel', 'ArrowRouting', CRUD),
    screen('merchant_category', '行业分类', 'Category tree', '/merchant/category', 'Organization', [...CRUD, 'enable']),
    screen('product', '商品管理', 'Products', '/merchant/product', 'Box', [
      'add',
      'edit',
      'view',
      'audit',
      'putaway',
      'export',
    ]),
    screen('product_comment', '商品评价', 'Product reviews', '/merchant/comment', 'Comment', ['view', 'shield']),
    screen('travel_circle', '旅行圈', 'Travel circle', '/merchant/travel-circle', 'Chat', [
      'view',
      'audit',
      'shield',
      'delete',
    ]),
    screen('housekeep_info', '家政服务', 'Housekeeping services', '/merchant/housekeep', 'HomePerson', CRUD),
    screen('housekeep_category', '家政分类', 'Housekeeping categories', '/merchant/housekeep-category', 'Folder', CRUD),
  ],
);
