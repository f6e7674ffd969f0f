/** A product linked to a coupon (`blade-order/shopWelfare/chooseList?id=`), and a row of the product picker. */
export interface LinkedGoods {
  id: string;
  name: string;
  merchantId: string;
  merchantName: string;
}

/** A merchant linked to a coupon (`chooseMerchant?id=`), and a row of the merchant picker (`getMerchantInfoDic`). */
export interface LinkedMerchant {
  id: string;
  name: string;
}

/** One review step of a row (`blade-shop/commonAuditRecord/dialogList?resource=&businessId=`), newest first. */
export interface AuditStep {
  id: string;
  action: string;
  fromState: string;
  toState: string;
  remark: string;
  operatorName: string;
  createTime: string;
}

/** One coupon's claims (`blade-order/shopWelfareUser/statistics51`). */
export interface CouponClaimFigures {
  shopWelfareId: string;
  name: string;
  amount: number;
  receiveCnt: number;
  usedCnt: number;
  unusedCnt: number;
  expiredCnt: number;
  usedAmount: number;
}

/** The claim statistics: per coupon, and their totals. */
export interface WelfareClaimStatistics {
  records: CouponClaimFigures[];
  receiveCnt: number;
  usedCnt: number;
  unusedCnt: number;
  expiredCnt: number;
  usedAmount: number;
}
