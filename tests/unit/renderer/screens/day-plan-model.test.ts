import { describe, expect, it } from 'vitest';
import {
  addDay,
  addSpot,
  daysFromSpots,
  moveDay,
  moveSpot,
  refusedSpot,
  removeDay,
  removeSpot,
  spotListOf,
  updateSpot,
} from '../../../../src/renderer/screens/content/travel-plans/day-plan-model';

const stored = [
  { daySequence: 3, name: '双廊', sort: 1 },
  { daySequence: 1, name: '古城', sort: 2 },
  { daySequence: 1, name: '三塔', sort: 1, location: '100.1478,25.7069', merchantId: '7' },
];
const names = (days: ReturnType<typeof daysFromSpots>) => days.map((day) => day.spots.map((spot) => spot.name));

describe('the day-plan model', () => {
  it('groups stored spots into days in order, closing gaps between day numbers, spots by sort', () => {
    const days = daysFromSpots(stored);
    expect(names(days)).toEqual([['三塔', '古城'], ['双廊']]);
    expect(spotListOf(days).map((spot) => [spot.daySequence, spot.sort, spot.name])).toEqual([
      [1, 1, '三塔'],
      [1, 2, '古城'],
      [2, 1, '双廊'],
    ]);
    expect(spotListOf(days)[0]).toMatchObject({ location: '100.1478,25.7069', merchantId: '7' });
  });

  it('adds, moves and removes days and spots; a spot past its day’s end moves to the next day', () => {
    let days = daysFromSpots(stored);
    days = moveSpot(days, 0, 1, 1);
    expect(names(days)).toEqual([['三塔'], ['古城', '双廊']]);
    days = moveSpot(days, 1, 0, -1);
    expect(names(days)).toEqual([['三塔', '古城'], ['双廊']]);
    expect(names(moveSpot(days, 0, 0, -1))).toEqual(names(days));
    days = moveDay(days, 1, -1);
    expect(names(days)).toEqual([['双廊'], ['三塔', '古城']]);
    days = addDay(days);
    days = updateSpot(days, 2, 0, { name: '苍山' });
    days = addSpot(days, 2);
    days = updateSpot(days, 2, 1, { name: '洱海' });
    days = removeSpot(days, 1, 0);
    days = removeDay(days, 0);
    expect(names(days)).toEqual([['古城'], ['苍山', '洱海']]);
    expect(spotListOf(days).map((spot) => spot.daySequence)).toEqual([1, 2, 2]);
  });

  it('finds the spot and field a refusal names', () => {
    const days = daysFromSpots(stored);
    expect(refusedSpot(days, { 'spotList.2.name': '请输入景点名称' })).toEqual({
      spotKey: days[1].spots[0].key,
      field: 'name',
      message: '请输入景点名称',
    });
    expect(refusedSpot(days, { title: 'x' })).toBeUndefined();
  });
});
