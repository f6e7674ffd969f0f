import type { Language } from '../../../shared/i18n';
import type { QueueSource } from '../../../shared/queues';
import type { QueueNotice } from './queue-poller';

interface Grown {
  source: QueueSource;
  count: number;
  added: number;
}

/**
 * The notification for queues that grew (or, on the first read after signing in, that hold work): what waits and how
 * much, in the app's language; its click opens the screen of the queue that grew most.
 */
export const queueNotice = (
  grown: readonly Grown[],
  total: number,
  first: boolean,
  language: Language,
): QueueNotice => {
  const zh = language === 'zh';
  const lead = [...grown].sort((a, b) => (first ? b.count - a.count : b.added - a.added))[0];
  const line = (g: Grown) =>
    first
      ? zh
        ? `${g.source.label.zh} ${g.count} 项`
        : `${g.source.label.en}: ${g.count}`
      : zh
        ? `${g.source.label.zh}新增 ${g.added} 项,共 ${g.count} 项`
        : `${g.source.label.en}: ${g.added} new, ${g.count} in all`;
  return {
    title: first
      ? zh
        ? `有 ${total} 项工作待处理`
        : `${total} items waiting for you`
      : zh
        ? '新的待处理工作'
        : 'New work waiting',
    body: grown.map(line).join(zh ? ';' : '; '),
    route: lead.source.route,
  };
};
