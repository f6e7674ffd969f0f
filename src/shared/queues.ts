/**
 * The work queues that need an operator (issue 20 item 6): each is a count the host polls through its API client, a
 * notification when it grows, a share of the taskbar/dock badge, and the screen that works it off. Later issues add
 * theirs here (the orders issue its refund requests once an order can wait for one; the merchants issue its shop
 * applications and circle posts) — one entry each, nothing else to change.
 *
 * A source the signed-in user may not read (the server answers 403, or an older server 404) drops out for that
 * session: the server's grants decide who is told, never a list kept here.
 */
export interface QueueSource {
  readonly id: string;
  /** What waits, as the notification and the header's list say it. */
  readonly label: { readonly zh: string; readonly en: string };
  /** The in-app route of the screen that works the queue off. */
  readonly route: string;
  /** A page call of size 1: the answer's `data.total` is the count (BladeX `R<Page>`). */
  readonly request: { readonly path: string; readonly params: Readonly<Record<string, string | number>> };
}

export const queueSources: readonly QueueSource[] = [
  {
    id: 'registrations',
    label: { zh: '待审核的注册申请', en: 'Registrations awaiting approval' },
    route: '/system/user',
    request: { path: '/api/blade-system/user/pending-list', params: {} },
  },
  {
    id: 'ledgerReviews',
    // adminStatus 1 (已提交): submitted for the settlement review (dict admin_status).
    label: { zh: '待审核的台账订单', en: 'Orders waiting for the settlement review' },
    route: '/order/product-order',
    request: { path: '/api/blade-order/productOrder/list', params: { adminStatus_equal: 1 } },
  },
  {
    id: 'productAudits',
    // auditState 0: pending review (column audit_status).
    label: { zh: '待审核的商品', en: 'Products awaiting audit' },
    route: '/merchant/product',
    request: { path: '/api/blade-merchant-product/product/page', params: { auditState: 0 } },
  },
];

/** One queue's count as the host last read it. */
export interface QueueCount {
  id: string;
  count: number;
}

/** What windows are told: the counts of the queues this user may read, their sum, and when they were read. */
export interface QueueCounts {
  queues: QueueCount[];
  total: number;
  /** Epoch ms of the last successful poll; null before the first (or when signed out). */
  at: number | null;
}

export const noQueueCounts: QueueCounts = { queues: [], total: 0, at: null };

export const queueSourceById = (id: string): QueueSource | undefined => queueSources.find((s) => s.id === id);
