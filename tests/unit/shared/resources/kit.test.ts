import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Region } from '../../../../src/shared/bladex/system';
import {
  allResources,
  areaSearchField,
  resource,
  type RecordOf,
  type RecordOfDefinition,
} from '../../../../src/shared/resources';

const r = resource('fixture', 'ticket', {
  zh: {
    title: '票务',
    fields: {
      kind: '票种',
      seats: '座位',
      state: '状态',
      code: '编号',
      areaCode: '所属区域',
      validity: '有效期',
      grade: '等级',
      used: '已使用',
    },
    rules: { kind: '请选择票种' },
    kinds: { adult: '成人', child: '儿童' },
  },
  en: {
    title: 'Tickets',
    fields: {
      kind: 'Kind',
      seats: 'Seats',
      state: 'State',
      code: 'Code',
      areaCode: 'Region',
      validity: 'Valid',
      grade: 'Grade',
      used: 'Used',
    },
    rules: { kind: 'Please choose the kind' },
    kinds: { adult: 'Adult', child: 'Child' },
  },
});

const ticket = r.define({
  endpoint: '/blade-fixture/ticket',
  table: 'fixture_ticket',
  tenantScoped: false,
  audit: false,
  softDelete: false,
  idKind: 'snowflake',
  permission: 'ticket',
  fields: [
    r.choice(
      'kind',
      [
        { value: 'adult', label: 'kinds.adult' },
        { value: 'child', label: 'kinds.child' },
      ],
      { required: true },
    ),
    r.choice('seats', [{ value: 1 }, { value: 2 }]),
    r.choice('state', [{ value: 'a' }, { value: 'b' }], { multiple: true }),
    r.text('code', { required: true, max: 8, format: 'url' }),
    areaSearchField(r),
    r.dateRange('validity', 'validFrom', 'validTo'),
    r.dict('grade', 'ticket_grade'),
    r.flag('used'),
  ],
});

describe('the kit', () => {
  it('types a choice by its options: text values make a text select, the record holds the values', () => {
    const [kind, seats] = ticket.fields;
    expect(kind).toMatchObject({ kind: 'enum', valueType: 'string' });
    expect(seats).toMatchObject({ kind: 'enum', valueType: 'number' });
    expectTypeOf<RecordOfDefinition<typeof ticket>['kind']>().toEqualTypeOf<'adult' | 'child'>();
    expectTypeOf<RecordOfDefinition<typeof ticket>['seats']>().toEqualTypeOf<1 | 2>();
    // Several values travel comma-joined.
    expectTypeOf<RecordOfDefinition<typeof ticket>['state']>().toEqualTypeOf<string>();
  });

  it("keeps the other kinds precise inside a field list: a range's two properties, numeric dictionaries, flags", () => {
    expectTypeOf<RecordOfDefinition<typeof ticket>['validFrom']>().toEqualTypeOf<string>();
    expectTypeOf<RecordOfDefinition<typeof ticket>['validTo']>().toEqualTypeOf<string>();
    expectTypeOf<RecordOfDefinition<typeof ticket>['grade']>().toEqualTypeOf<number>();
    expectTypeOf<RecordOfDefinition<typeof ticket>['used']>().toEqualTypeOf<1 | 0>();
    expect(ticket.fields.map((field) => field.label).slice(5)).toEqual([
      'res.fixture.ticket.fields.validity',
      'res.fixture.ticket.fields.grade',
      'res.fixture.ticket.fields.used',
    ]);
  });

  it('marks an action-toggled switch as two-way only when told, and keeps the option out of other fields', () => {
    const exclusive = r.status('used', { toggle: 'enable' });
    const twoWay = r.flag('used', { toggle: 'updateUsed', toggleBothWays: true });
    expect(exclusive).toMatchObject({ toggleAction: 'enable', toggleInTable: true });
    expect('toggleBothWays' in exclusive).toBe(false);
    expect(twoWay).toMatchObject({ toggleAction: 'updateUsed', toggleBothWays: true });
    const merchant = allResources().find((def) => def.name === 'merchantInfo');
    const flags = merchant?.fields.filter((field) => field.kind === 'switch' && field.toggleAction !== undefined);
    expect(flags?.map((field) => field.kind === 'switch' && field.toggleBothWays)).toEqual([true, true, true, true]);
  });

  it("takes messages from the resource's rules, else the generic one, and keeps rules in order", () => {
    const [kind, , , code] = ticket.fields;
    expect(kind.label).toBe('res.fixture.ticket.fields.kind');
    expect(kind.rules).toEqual([{ kind: 'required', message: 'res.fixture.ticket.rules.kind' }]);
    expect(code.rules).toEqual([
      { kind: 'required', message: 'res.common.validation.required.input' },
      { kind: 'length', max: 8 },
      { kind: 'format', format: 'url' },
    ]);
  });

  it('lets a shared helper label its field from the kit it is given, and refuses a kit without that text', () => {
    expect(ticket.fields[4]).toMatchObject({ name: 'areaCode', label: 'res.fixture.ticket.fields.areaCode' });
    const bare = resource('fixture', 'bare', { zh: { title: '无' }, en: { title: 'None' } });
    // @ts-expect-error the bare kit's texts have no fields.areaCode for the area search.
    expect(areaSearchField(bare).label).toBe('res.common.fields.areaCode');
  });
});

describe('records inferred from the definitions', () => {
  it('give each field the type of its kind', () => {
    expectTypeOf<RecordOf<'jiguangTemplate'>['platform']>().toEqualTypeOf<'all' | 'android' | 'ios'>();
    expectTypeOf<RecordOf<'user'>['status']>().toEqualTypeOf<1 | 2 | 3>();
    expectTypeOf<RecordOf<'user'>['roleId']>().toEqualTypeOf<string>();
    expectTypeOf<RecordOf<'user'>['sex']>().toEqualTypeOf<number>();
    expectTypeOf<RecordOf<'user'>['userType']>().toEqualTypeOf<number>();
    expectTypeOf<RecordOf<'member'>['isUnionMember']>().toEqualTypeOf<1 | 0>();
    expectTypeOf<RecordOf<'virtualUser'>['status']>().toEqualTypeOf<1 | 2>();
    expectTypeOf<RecordOf<'merchantCategory'>['level']>().toEqualTypeOf<1 | 2>();
    expectTypeOf<RecordOf<'dict'>['isSealed']>().toEqualTypeOf<1 | 0>();
    expectTypeOf<RecordOf<'oss'>['status']>().toEqualTypeOf<2 | 1>();
    expectTypeOf<RecordOf<'client'>['authorizedGrantTypes']>().toEqualTypeOf<string>();
    expectTypeOf<RecordOf<'productOrder'>['orderMoney']>().toEqualTypeOf<number>();
    expectTypeOf<RecordOf<'productOrder'>['counted']>().toEqualTypeOf<1 | 0>();
    expectTypeOf<RecordOf<'member'>['areaCode']>().toEqualTypeOf<string>();
    expectTypeOf<RecordOf<'dept'>['ancestors']>().toEqualTypeOf<string>();
    // Regions keep the wire type: their answers carry chain columns no field describes.
    expectTypeOf<RecordOf<'region'>>().toEqualTypeOf<Region>();
    expectTypeOf<RecordOf<'carInfo'>['auditStatus']>().toEqualTypeOf<0 | 1 | 2>();
    // The 25 definitions of issue 10 at least; each domain issue adds its own (issue 12: 28 more).
    expect(allResources().length).toBeGreaterThanOrEqual(25);
  });
});
