import { describe, expect, it } from 'vitest';
import { chromiumLanguageFor } from '../../../src/main/electron/native-locale';

describe('the Chromium UI language', () => {
  it('follows the app language, with a 24-hour English', () => {
    expect(chromiumLanguageFor('zh')).toBe('zh-CN');
    expect(chromiumLanguageFor('en')).toBe('en-GB');
    expect(new Intl.DateTimeFormat(chromiumLanguageFor('en'), { hour: 'numeric' }).resolvedOptions().hourCycle).toBe(
      'h23',
    );
  });
});
