import { resource } from '../kit';

/** The texts of merchantCategory (zh, en) under `res.merchant.merchantCategory`, and the builders that take their labels and messages from them. */
export const merchantCategoryKit = resource('merchant', 'merchantCategory', {
  zh: {
    title: '行业分类',
    fields: {
      parentId: '上级分类',
      name: '分类名称',
      level: '分类层级',
      commercialTag: '所属标签',
      productType: '产品类型',
      image: '分类图标',
      sort: '排序',
      isEnable: '启用状态',
      createTime: '创建时间',
    },
    levels: { industry: '行业', business: '业态' },
  },
  en: {
    title: 'Category tree',
    fields: {
      parentId: 'Parent category',
      name: 'Category',
      level: 'Level',
      commercialTag: 'Industry tag',
      productType: 'Product type',
      image: 'Icon',
      sort: 'Order',
      isEnable: 'Enabled',
      createTime: 'Created',
    },
    levels: { industry: 'Industry', business: 'Business type' },
  },
});
