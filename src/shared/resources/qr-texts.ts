/** The QR-code dialog's texts (`<resource>.qr.*`), for every resource whose rows have a QR code. */
export const QR_TEXTS_ZH = {
  action: '二维码',
  title: '领券二维码',
  loading: '正在生成二维码',
  content: '扫码内容',
  download: '下载',
  close: '关闭',
  template: '二维码模板',
  noTemplate: '暂无启用的二维码模板，请先在“二维码模板”中添加',
  kind: '二维码内容',
  plain: '券码（商户扫码核销）',
  linked: '领券页面（顾客微信扫码）',
  posterFailed: '模板底图无法加载，只能下载二维码',
} as const;
export const QR_TEXTS_EN = {
  action: 'QR code',
  title: 'Coupon QR code',
  loading: 'Making the QR code',
  content: 'Scans as',
  download: 'Download',
  close: 'Close',
  template: 'QR template',
  noTemplate: 'No enabled QR template; add one under QR code templates first',
  kind: 'QR content',
  plain: 'The code (scanned at the counter)',
  linked: 'The coupon page (opened in WeChat)',
  posterFailed: 'The template background cannot be loaded; only the QR code can be downloaded',
} as const;
