import { describe, expect, it } from 'vitest';
import { boardSettingsOf, boardSettingsSchema, BOARD_SETTING_DEFAULTS } from '../../../../../src/shared/board-settings';
import { settingsPatchSchema, settingsSchema } from '../../../../../src/shared/settings';
import { percentNumber, percentText } from '../../../../../src/renderer/board/widgets/percent';
import { countText, moneyText, padDigits } from '../../../../../src/renderer/board/widgets/pad';
import {
  adjustRankingAmount,
  adjustRankingCount,
  adjustRegisteredUsers,
} from '../../../../../src/renderer/board/settings/display-adjustments';
import { draftOf, parseDraft } from '../../../../../src/renderer/board/settings/board-settings-form';
import { isBoardAdministrator, isBoardReader } from '../../../../../src/shared/board-roles';

describe('percentText', () => {
  it('shows only % for the text NaN (spec 000 §2.4) and for nothing at all', () => {
    expect(percentText('NaN')).toBe('%');
    expect(percentText(' NaN ')).toBe('%');
    expect(percentText(null)).toBe('%');
    expect(percentText(undefined)).toBe('%');
    expect(percentText('')).toBe('%');
  });
  it('adds % to a figure as the server wrote it', () => {
    expect(percentText('12.50')).toBe('12.50%');
    expect(percentText('0.00')).toBe('0.00%');
    expect(percentText(7)).toBe('7%');
  });
  it('gives progress bars a 0–100 number', () => {
    expect(percentNumber('NaN')).toBe(0);
    expect(percentNumber('33.33')).toBe(33.33);
    expect(percentNumber('120')).toBe(100);
    expect(percentNumber(-3)).toBe(0);
  });
});

describe('padDigits', () => {
  it('zero-pads counters to their width and keeps larger figures whole', () => {
    expect(padDigits(12345, 8)).toBe('00012345');
    expect(padDigits(1593505.4, 8)).toBe('01593505');
    expect(padDigits(0, 6)).toBe('000000');
    expect(padDigits(1234567, 6)).toBe('1234567');
  });
  it('treats missing and bad figures as zero', () => {
    expect(padDigits(undefined, 6)).toBe('000000');
    expect(padDigits('abc', 6)).toBe('000000');
    expect(padDigits(-5, 6)).toBe('000000');
  });
  it('formats money and counts', () => {
    expect(moneyText(1116.29)).toBe('1,116.29');
    expect(moneyText(0)).toBe('0.00');
    expect(moneyText('x')).toBe('0.00');
    expect(countText(12345.6)).toBe('12,346');
  });
});

describe('display adjustments', () => {
  it('multiplies ranking amounts (two decimals) and counts (rounded) by the multiplier', () => {
    expect(adjustRankingAmount(100.11, 4.5)).toBe(450.5);
    expect(adjustRankingAmount('33.33', 4.5)).toBe(149.99);
    expect(adjustRankingCount(7, 4.5)).toBe(32);
    expect(adjustRankingCount(3, 4.5)).toBe(14);
    expect(adjustRankingCount(3, 1)).toBe(3);
  });
  it('adds the offset to the registered users', () => {
    expect(adjustRegisteredUsers(1234, 30000)).toBe(31234);
    expect(adjustRegisteredUsers(undefined, 30000)).toBe(30000);
    expect(adjustRegisteredUsers(1234, 0)).toBe(1234);
  });
});

describe('board settings', () => {
  it('defaults to the spec values when never saved', () => {
    expect(boardSettingsOf(undefined)).toEqual(BOARD_SETTING_DEFAULTS);
    expect(BOARD_SETTING_DEFAULTS.rankingMultiplier).toBe(4.5);
    expect(BOARD_SETTING_DEFAULTS.registeredUserOffset).toBe(30000);
    expect(BOARD_SETTING_DEFAULTS.refreshSeconds).toBe(60);
    expect(boardSettingsSchema.parse({})).toEqual(BOARD_SETTING_DEFAULTS);
  });
  it('is an optional part of the host settings that a patch may set', () => {
    expect(settingsSchema.parse({}).board).toBeUndefined();
    const patch = settingsPatchSchema.parse({ board: { ...BOARD_SETTING_DEFAULTS, rankingMultiplier: 1 } });
    expect(patch.board?.rankingMultiplier).toBe(1);
    expect(settingsPatchSchema.safeParse({ board: { ...BOARD_SETTING_DEFAULTS, rankingMultiplier: 0 } }).success).toBe(
      false,
    );
  });
  it('parses the panel draft, refusing bad values', () => {
    const current = boardSettingsOf(undefined);
    expect(parseDraft({ ...draftOf(current), rankingMultiplier: '2.5' }, current)?.rankingMultiplier).toBe(2.5);
    expect(parseDraft({ ...draftOf(current), refreshSeconds: '' }, current)).toBeNull();
    expect(parseDraft({ ...draftOf(current), refreshSeconds: '0' }, current)).toBeNull();
    expect(parseDraft({ ...draftOf(current), registeredUserOffset: '-1' }, current)).toBeNull();
    expect(parseDraft({ ...draftOf(current), rankingMultiplier: 'abc' }, current)).toBeNull();
  });
  it('lets administrators change them; the board account and administrators read the board', () => {
    expect(isBoardAdministrator('administrator')).toBe(true);
    expect(isBoardAdministrator('bigdata, admin')).toBe(true);
    expect(isBoardAdministrator('bigdata')).toBe(false);
    expect(isBoardAdministrator('administrators')).toBe(false);
    expect(isBoardAdministrator(undefined)).toBe(false);
    expect(isBoardReader('bigdata')).toBe(true);
    expect(isBoardReader('user,admin')).toBe(true);
    expect(isBoardReader('user')).toBe(false);
    expect(isBoardReader('')).toBe(false);
  });
});
