import { useTranslation } from 'react-i18next';

const zh = {
  title: '运营数据',
  figures: {
    shopCnt: '商户数',
    orderCnt: '订单数',
    orderMoney: '订单金额（元）',
    payMoney: '实付金额（元）',
    dealCnt: '成交订单数',
    dealMoney: '成交金额（元）',
  } as Record<string, string>,
  orderColumns: {
    orderNo: '订单编号',
    productName: '商品名称',
    orderMoney: '订单金额（元）',
    payMoney: '实付金额（元）',
    payDate: '支付时间',
  } as Record<string, string>,
  deductColumns: {
    orderNo: '订单编号',
    deductMoney: '扣款金额（元）',
    reason: '扣款原因',
    deductDate: '扣款时间',
  } as Record<string, string>,
  from: '开始日期',
  to: '结束日期',
  shopName: '商户名称',
  search: '查询',
  reset: '重置',
  export: '导出',
  open: '查看明细',
  orders: '订单',
  deducts: '扣款',
  close: '关闭',
  loading: '加载中…',
  empty: '所选期间暂无商户订单',
  emptyOrders: '所选期间暂无订单',
  emptyDeducts: '所选期间暂无扣款',
  failed: '运营数据加载失败',
  totalsFailed: '汇总数据加载失败',
  chartFailed: '扣款统计加载失败',
  retry: '重试',
  badRange: '开始日期不能晚于结束日期',
  chart: '每日扣款',
  chartMoney: '扣款金额（元）',
  chartCnt: '扣款笔数',
  chartTotal: (count: string, money: string) => `共 ${count} 笔，合计 ${money} 元`,
  chartEmpty: '所选期间暂无扣款',
  total: (n: number) => `共 ${n} 条`,
  prev: '上一页',
  next: '下一页',
};

const en: typeof zh = {
  title: 'Operation data',
  figures: {
    shopCnt: 'Shops',
    orderCnt: 'Orders',
    orderMoney: 'Order amount (yuan)',
    payMoney: 'Paid (yuan)',
    dealCnt: 'Deals',
    dealMoney: 'Deal amount (yuan)',
  },
  orderColumns: {
    orderNo: 'Order no.',
    productName: 'Product',
    orderMoney: 'Order amount (yuan)',
    payMoney: 'Paid (yuan)',
    payDate: 'Paid at',
  },
  deductColumns: {
    orderNo: 'Order no.',
    deductMoney: 'Deduction (yuan)',
    reason: 'Reason',
    deductDate: 'Deducted at',
  },
  from: 'From',
  to: 'To',
  shopName: 'Shop name',
  search: 'Search',
  reset: 'Reset',
  export: 'Export',
  open: 'Details',
  orders: 'Orders',
  deducts: 'Deductions',
  close: 'Close',
  loading: 'Loading…',
  empty: 'No shop orders in this period',
  emptyOrders: 'No orders in this period',
  emptyDeducts: 'No deductions in this period',
  failed: 'Operation data could not be loaded',
  totalsFailed: 'Totals could not be loaded',
  chartFailed: 'Deductions could not be loaded',
  retry: 'Retry',
  badRange: 'The start date cannot be after the end date',
  chart: 'Deductions per day',
  chartMoney: 'Deducted (yuan)',
  chartCnt: 'Deductions',
  chartTotal: (count: string, money: string) => `${count} deductions, ${money} yuan in total`,
  chartEmpty: 'No deductions in this period',
  total: (n: number) => `${n} in total`,
  prev: 'Previous',
  next: 'Next',
};

export type OperationTexts = typeof zh;

/** The operation-data screen's texts in the app's language. */
export const useOperationText = () => {
  const { i18n } = useTranslation();
  const language = i18n.language === 'en' ? ('en' as const) : ('zh' as const);
  return { text: language === 'en' ? en : zh, language };
};
