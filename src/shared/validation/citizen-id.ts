import { isEmpty } from './empty';

/**
 * The 18-character resident identity number (GB 11643): 17 digits and a check digit (0-9 or X),
 * whose first two digits name a province-level region.
 */
export type CitizenIdProblem = 'empty' | 'length' | 'format' | 'region' | 'checkDigit';

export const CITIZEN_ID_MESSAGES: Record<CitizenIdProblem, string> = {
  empty: '证件号码不能为空',
  length: '证件号码长度不为18位',
  format: '证件号码格式错误',
  region: '地址编码错误',
  checkDigit: '证件号码校验位错误',
};

/** Province-level codes in use (GB/T 2260), plus 71 Taiwan, 81 Hong Kong, 82 Macao, 91 abroad. */
const PROVINCE_CODES = new Set(
  '11 12 13 14 15 21 22 23 31 32 33 34 35 36 37 41 42 43 44 45 46 50 51 52 53 54 61 62 63 64 65 71 81 82 91'.split(' '),
);

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

/** The check character for the first 17 digits. */
export const citizenIdCheckChar = (first17: string): string => {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK_CHARS[sum % 11];
};

/** Returns the first problem with the number, or null when it is valid. */
export const checkCitizenId = (value: unknown): CitizenIdProblem | null => {
  if (isEmpty(value)) return 'empty';
  const text = String(value).trim();
  if (text.length !== 18) return 'length';
  if (!/^\d{17}[\dXx]$/.test(text)) return 'format';
  if (!PROVINCE_CODES.has(text.slice(0, 2))) return 'region';
  return citizenIdCheckChar(text.slice(0, 17)) === text[17].toUpperCase() ? null : 'checkDigit';
};
