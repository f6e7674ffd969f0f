import { resourceModule } from '../../crud/resource-module';
import { badRequest } from '../../http/errors';

/** Lottery records: only a winning play is shipped, and a shipped one carries its courier number. */
export default resourceModule('lotteryRecord', () => ({
  hooks: {
    beforeWrite({ values, existing }) {
      const send = Number(values.send ?? existing?.send ?? 0);
      if (send !== 1) return;
      if (Number(existing?.win ?? values.win ?? 0) !== 1) throw badRequest('未中奖的记录不能发货');
      const courier = String(values.kuaidi_no ?? existing?.kuaidi_no ?? '').trim();
      if (!courier) throw badRequest('请输入快递单号');
    },
  },
}));
