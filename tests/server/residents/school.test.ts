import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { residentsServer } from './residents-harness';

// School registration (spec 001 §3 "School and city services", §5; issue 14 item 5): the registration window of a
// guide, the dictionaries a guide offers, a school's area, and a material requirement switched off and on.

let h: Awaited<ReturnType<typeof residentsServer>>;
const C = '/blade-city';

beforeAll(async () => {
  h = await residentsServer();
}, 120_000);
afterAll(async () => h.server.close());

const guides = () => h.count('SELECT COUNT(*) AS n FROM school_registration_guide WHERE is_deleted = 0');
const guide = (recordTime: [string, string], title = '大理市小学新生入学指南（补充）') => ({
  dateStr: h.at(0).slice(0, 4),
  schoolType: 1,
  type: 1,
  title,
  content: '<p>请在报名时间内完成报名。</p>',
  recordTime,
});

describe('school registration', () => {
  it('refuses a registration window earlier than now or ending before it starts, writing nothing', async () => {
    const before = guides();
    const past = await h.post(`${C}/schoolRegistrationGuide/submit`, guide([h.at(-48), h.at(48)]));
    expect(past).toMatchObject({ status: 400, body: { msg: '报名开始和结束时间不能早于当前时间' } });
    const backwards = await h.post(`${C}/schoolRegistrationGuide/submit`, guide([h.at(72), h.at(48)]));
    expect(backwards).toMatchObject({ status: 400, body: { msg: '开始时间不能晚于结束时间' } });
    expect(guides()).toBe(before);
    const ok = await h.post(`${C}/schoolRegistrationGuide/submit`, guide([h.at(24), h.at(24 * 30)]));
    expect(ok.status, ok.body.msg).toBe(200);
    expect(guides()).toBe(before + 1);
  });

  it('still corrects the text of a guide whose window has passed, without moving the window', async () => {
    const id = String(
      h.server.db
        .prepare("SELECT id FROM school_registration_guide WHERE title = '大理市小学新生入学指南（补充）'")
        .pluck()
        .get(),
    );
    await h.advance(24 * 40);
    const fixed = await h.post(`${C}/schoolRegistrationGuide/submit`, { id, title: '大理市小学新生入学指南（更正）' });
    expect(fixed.status, fixed.body.msg).toBe(200);
    const moved = await h.post(`${C}/schoolRegistrationGuide/submit`, { id, recordTime: [h.at(-1), h.at(24)] });
    expect(moved.body.msg).toBe('报名开始和结束时间不能早于当前时间');
  });

  it('offers only the two dictionaries a guide uses', async () => {
    const types = await h.get(`${C}/schoolRegistrationGuide/getDictBizList`, { code: 'school_type' });
    expect(types.status, types.body.msg).toBe(200);
    expect(Array.isArray(types.body.data)).toBe(true);
    const other = await h.get(`${C}/schoolRegistrationGuide/getDictBizList`, { code: 'sex' });
    expect(other).toMatchObject({ status: 400, body: { msg: 'code只能是school_type或registration_type' } });
  });

  it('puts a school only in an existing registration area, and lists the areas', async () => {
    const areas = await h.get(`${C}/schoolRegistrationArea/getRegionList`);
    expect(areas.body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'XG01', name: '下关片区' })]),
    );
    const nowhere = await h.post(`${C}/schoolRegistrationArea/submit`, {
      name: '下关第二小学',
      dictKey: 'ZZ99',
      sort: 2,
    });
    expect(nowhere).toMatchObject({ status: 400, body: { msg: '招生片区不存在' } });
    const there = await h.post(`${C}/schoolRegistrationArea/submit`, {
      name: '下关第二小学',
      dictKey: 'XG01',
      sort: 2,
    });
    expect(there.status, there.body.msg).toBe(200);
  });

  it('switches a material requirement off and on without losing it', async () => {
    const made = await h.post(`${C}/schoolRegistrationMaterialSetting/submit`, {
      type: 2,
      materialId: 1,
      status: 1,
      isEnable: 1,
    });
    expect(made.status, made.body.msg).toBe(200);
    const id = String(
      h.server.db.prepare('SELECT id FROM school_material_setting ORDER BY rowid DESC LIMIT 1').pluck().get(),
    );
    const enabled = () =>
      h.count('SELECT is_enable AS n FROM school_material_setting WHERE id = ? AND is_deleted = 0', id);
    expect(enabled()).toBe(1);
    const off = await h.post(`${C}/schoolRegistrationMaterialSetting/updateStatus`, {}, { id, isEnable: '0' });
    expect(off.status, off.body.msg).toBe(200);
    expect(enabled()).toBe(0);
    await h.post(`${C}/schoolRegistrationMaterialSetting/updateStatus`, {}, { id, isEnable: '1' });
    expect(enabled()).toBe(1);
  });
});
