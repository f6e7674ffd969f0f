import type { FastifyRequest } from 'fastify';
import { checkCitizenId, CITIZEN_ID_MESSAGES } from '../../../shared/validation/citizen-id';
import {
  WELFARE_SEND_BODY_LIMIT,
  WELFARE_SEND_FAILURES_SHOWN,
  WELFARE_SEND_MAX as MAX_SEND,
  type WelfareSendFailure,
  type WelfareSendResult,
} from '../../../shared/bladex/union';
import type { Identity } from '../../auth/identity';
import { requestInput } from '../../crud/action-routes';
import { routeModule } from '../../crud/resource-module';
import { withButton } from '../../crud/route-guards';
import { formatDateTime } from '../../db/clock';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';

const ID_PATTERN = /^\d{1,20}$/;

interface Welfare {
  id: string;
  name: string;
  par_value: number;
  valid_date_to: string | null;
  trade_union_id: string | null;
}

interface Member {
  id: string;
  trade_union_id: string;
  real_name: string;
  id_card: string;
  sex: number | null;
  birthday: string | null;
  phone: string | null;
}

/** A comma list or an array of ids, as a form or JSON body sends them. */
const listOf = (raw: unknown): string[] => {
  const parts = Array.isArray(raw) ? raw.map(String) : typeof raw === 'string' ? raw.split(/[,，\s]+/) : [];
  return parts.map((part) => part.trim()).filter(Boolean);
};

/** One citizen ID's outcome in a send by list. */
interface Outcome {
  readonly idCard: string;
  readonly member?: Member;
  readonly reason?: string;
}

/**
 * Sending a union welfare (spec 001 §7 `tradeUnionUserinfo`): `welfareUserSend` to members chosen by id (`ids`,
 * or every member of a union with `tradeUnionId`), `welfareUserSendIdCards` to a pasted or imported list of
 * citizen IDs (`idCards`), `delUserWelfare` (id, welfareId) takes one member's welfare back while unused. A send
 * is all-or-nothing: one immediate transaction writes the welfare-user rows, the send record (total, succeeded,
 * failed) and, for a list of IDs, one import-log row per ID with the failure's reason. A member who holds the
 * welfare already, an ID that fails the citizen-ID rules or names no member, and an ID twice in the list fail
 * without stopping the others. An expired welfare is not sent.
 */
export default routeModule('unionWelfareSend', (app, services) => {
  const db = services.ctx.db;
  const now = () => formatDateTime(services.ctx.now());
  const welfareOf = db.prepare<[string, string], Welfare>(
    `SELECT id, name, par_value, valid_date_to, trade_union_id FROM trade_union_welfare WHERE tenant_id = ? AND id = ? AND is_deleted = 0`,
  );
  const holders = db.prepare<[string, string], { user_id: string }>(
    `SELECT user_id FROM trade_union_welfare_user WHERE tenant_id = ? AND welfare_id = ? AND is_deleted = 0`,
  );
  const memberColumns = 'id, trade_union_id, real_name, id_card, sex, birthday, phone';
  // Driven by the picked ids (a key lookup each), so a few picks never scan a tenant's 100 000 members.
  const membersById = db.prepare<[string, string], Member>(
    `SELECT ${memberColumns.replace(/(\w+)/g, 'member.$1')} FROM json_each(?) AS picked
     CROSS JOIN trade_union_member AS member ON member.id = picked.value
     WHERE member.tenant_id = ? AND member.is_deleted = 0`,
  );
  const membersOfUnion = db.prepare<[string, string], Member>(
    `SELECT ${memberColumns} FROM trade_union_member WHERE tenant_id = ? AND is_deleted = 0 AND trade_union_id = ?`,
  );
  const membersByCard = db.prepare<[string, string], Member>(
    `SELECT ${memberColumns} FROM trade_union_member WHERE tenant_id = ? AND is_deleted = 0 AND id_card IN (SELECT value FROM json_each(?))`,
  );
  const audit = 'status, is_deleted, create_time, create_user, create_dept, update_time, update_user';
  const auditValues = '1, 0, @now, @user, @dept, @now, @user';
  const insertHolder = db.prepare(
    `INSERT INTO trade_union_welfare_user (id, tenant_id, welfare_id, user_id, trade_union_id, amount, not_use, used, ${audit})
     VALUES (@id, @tenant, @welfare, @member, @union, @amount, @amount, 0, ${auditValues})`,
  );
  const insertRecord = db.prepare(
    `INSERT INTO trade_union_send_record (id, tenant_id, welfare_id, trade_union_id, send_type, total_count, scount, fcount, ${audit})
     VALUES (@id, @tenant, @welfare, @union, @type, @total, @ok, @failed, ${auditValues})`,
  );
  const insertLog = db.prepare(
    `INSERT INTO trade_union_import_log (id, tenant_id, log_id, id_card, real_name, sex, birthday, phone, remark, reson, is_sucess, ${audit})
     VALUES (@id, @tenant, @log, @idCard, @realName, @sex, @birthday, @phone, @remark, @reason, @ok, ${auditValues})`,
  );
  const stampWelfare = db.prepare<[string, string, string, string]>(
    `UPDATE trade_union_welfare SET last_send_date = ?, update_time = ? WHERE tenant_id = ? AND id = ?`,
  );

  const welfareFor = (identity: Identity, input: Record<string, unknown>): Welfare => {
    const id = String(input.welfareId ?? '').trim();
    if (!id) throw badRequest('请选择福利');
    if (!ID_PATTERN.test(id)) throw badRequest('参数错误: welfareId 格式不正确');
    const welfare = welfareOf.get(identity.tenantId, id);
    if (!welfare) throw badRequest('福利不存在或已被删除');
    const today = now().slice(0, 10);
    if (welfare.valid_date_to && welfare.valid_date_to.slice(0, 10) < today)
      throw badRequest(`「${welfare.name}」已过期，不能发放`);
    return welfare;
  };

  /** Writes the send: every succeeded member's welfare, the record, and the log of a list. All or nothing. */
  const send = (
    identity: Identity,
    welfare: Welfare,
    type: 1 | 2,
    members: readonly Member[],
    failed: readonly Outcome[],
    logged: readonly Outcome[] | undefined,
  ): WelfareSendResult =>
    db
      .transaction((): WelfareSendResult => {
        const time = now();
        const base = { tenant: identity.tenantId, now: time, user: identity.userId, dept: identity.deptId ?? '' };
        const held = new Set(holders.all(identity.tenantId, welfare.id).map((row) => row.user_id));
        const refused = new Map<string, string>();
        let ok = 0;
        for (const member of members) {
          if (held.has(member.id)) {
            refused.set(member.id, '该会员已发放过此福利');
            continue;
          }
          held.add(member.id);
          insertHolder.run({
            ...base,
            id: services.ctx.ids.next(),
            welfare: welfare.id,
            member: member.id,
            union: member.trade_union_id,
            amount: welfare.par_value,
          });
          ok += 1;
        }
        const recordId = services.ctx.ids.next();
        const fcount = failed.length + refused.size;
        insertRecord.run({
          ...base,
          id: recordId,
          welfare: welfare.id,
          union: welfare.trade_union_id ?? members[0]?.trade_union_id ?? '',
          type,
          total: ok + fcount,
          ok,
          failed: fcount,
        });
        for (const outcome of logged ?? []) {
          const reason = outcome.reason ?? (outcome.member ? refused.get(outcome.member.id) : undefined) ?? '';
          insertLog.run({
            ...base,
            id: services.ctx.ids.next(),
            log: recordId,
            idCard: outcome.idCard,
            realName: outcome.member?.real_name ?? '',
            sex: outcome.member?.sex === 1 ? '男' : outcome.member?.sex === 2 ? '女' : '',
            birthday: outcome.member?.birthday ?? '',
            phone: outcome.member?.phone ?? '',
            remark: welfare.name,
            reason,
            ok: reason ? 0 : 1,
          });
        }
        stampWelfare.run(time, time, identity.tenantId, welfare.id);
        const counts = { recordId, totalCount: ok + fcount, scount: ok, fcount };
        if (logged) return counts;
        const names = new Map(members.map((member) => [member.id, member.real_name]));
        const failures: WelfareSendFailure[] = [
          ...failed.map((outcome) => ({ id: outcome.idCard, realName: '', reason: outcome.reason ?? '' })),
          ...[...refused].map(([id, reason]) => ({ id, realName: names.get(id) ?? '', reason })),
        ].slice(0, WELFARE_SEND_FAILURES_SHOWN);
        return { ...counts, failures };
      })
      .immediate();

  const large = { bodyLimit: WELFARE_SEND_BODY_LIMIT };
  app.post('/blade-tradeUnion/tradeUnionUserinfo/welfareUserSend', large, async (request: FastifyRequest) => {
    const identity = withButton(services, request, 'union_welfare_user_send');
    const input = requestInput(request);
    const welfare = welfareFor(identity, input);
    const union = String(input.tradeUnionId ?? '').trim();
    const ids = [...new Set(listOf(input.ids))];
    if (ids.length === 0 && !union) throw badRequest('请选择会员');
    if (ids.length > MAX_SEND) throw badRequest(`单次最多发放${MAX_SEND}人`);
    if (!ids.every((id) => ID_PATTERN.test(id)) || (union && !ID_PATTERN.test(union)))
      throw badRequest('参数错误: ids 格式不正确');
    const members = union
      ? membersOfUnion.all(identity.tenantId, union)
      : membersById.all(JSON.stringify(ids), identity.tenantId);
    if (members.length === 0) throw badRequest('没有可发放的会员');
    const found = new Set(members.map((member) => member.id));
    const missing = union ? [] : ids.filter((id) => !found.has(id)).map((id) => ({ idCard: id, reason: '会员不存在' }));
    return R.data(send(identity, welfare, 1, members, missing, undefined));
  });

  app.post('/blade-tradeUnion/tradeUnionUserinfo/welfareUserSendIdCards', large, async (request: FastifyRequest) => {
    const identity = withButton(services, request, 'union_welfare_user_send');
    const input = requestInput(request);
    const welfare = welfareFor(identity, input);
    const cards = listOf(input.idCards).map((card) => card.toUpperCase());
    if (cards.length === 0) throw badRequest('请输入身份证号');
    if (cards.length > MAX_SEND) throw badRequest(`单次最多发放${MAX_SEND}人`);
    const valid = cards.filter((card) => checkCitizenId(card) === null);
    const byCard = new Map(
      membersByCard
        .all(identity.tenantId, JSON.stringify([...new Set(valid)]))
        .map((member) => [member.id_card, member]),
    );
    const seen = new Set<string>();
    const outcomes: Outcome[] = cards.map((idCard) => {
      const problem = checkCitizenId(idCard);
      if (problem) return { idCard, reason: CITIZEN_ID_MESSAGES[problem] };
      if (seen.has(idCard)) return { idCard, reason: '名单中重复' };
      seen.add(idCard);
      const member = byCard.get(idCard);
      return member ? { idCard, member } : { idCard, reason: '未找到该身份证号的工会会员' };
    });
    const members = outcomes.flatMap((outcome) => (outcome.member ? [outcome.member] : []));
    const failed = outcomes.filter((outcome) => outcome.reason);
    return R.data(send(identity, welfare, 2, members, failed, outcomes));
  });

  const unsent = db.prepare<[string, string, string], { id: string; used: number }>(
    `SELECT id, used FROM trade_union_welfare_user WHERE tenant_id = ? AND is_deleted = 0 AND user_id = ? AND welfare_id = ?`,
  );
  app.post('/blade-tradeUnion/tradeUnionUserinfo/delUserWelfare', async (request: FastifyRequest) => {
    const identity = withButton(services, request, 'union_welfare_user_delete');
    const input = requestInput(request);
    const member = String(input.id ?? '').trim();
    const welfare = String(input.welfareId ?? '').trim();
    if (!ID_PATTERN.test(member) || !ID_PATTERN.test(welfare)) throw badRequest('请选择会员和福利');
    const row = unsent.get(identity.tenantId, member, welfare);
    if (!row) throw badRequest('该会员没有此福利');
    if (row.used > 0) throw badRequest('福利已使用，不能删除');
    const time = now();
    db.prepare(
      `UPDATE trade_union_welfare_user SET is_deleted = 1, update_time = ?, update_user = ? WHERE tenant_id = ? AND id = ? AND used = 0`,
    ).run(time, identity.userId, identity.tenantId, row.id);
    return R.status(true);
  });
});
