import { z } from 'zod';
import { MOBILE_PATTERN } from '../../../shared/validation/phone';
import { isHttpUrl } from '../../../shared/validation/url';

// Practical address check (local@domain.tld); the server only refuses what cannot be an address.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/** A real calendar date (2023-02-30 is not), as `yyyy-MM-dd HH:mm:ss` the way BladeX stores birthdays. */
const toBirthday = (text: string): string | null => {
  const match = DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  if (year < 1900) return null;
  return match[4] ? text : `${text} 00:00:00`;
};

const text = (max: number, label: string) => z.string().trim().max(max, `${label}不能超过${max}个字符`).nullish();

/**
 * `POST /blade-system/user/update-info` (own profile). Only these fields are read; everything else in
 * the body (roleId, deptId, account, password, tenantId, status ...) is dropped by the schema.
 * Absent or null leaves a field as it is; '' clears it.
 */
export const updateInfoBody = z.object({
  name: text(50, '昵称'),
  realName: text(50, '姓名'),
  avatar: z
    .string()
    .trim()
    .max(1000, '头像地址过长')
    .refine((value) => value === '' || isHttpUrl(value), '头像必须是http或https开头的链接')
    .nullish(),
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || MOBILE_PATTERN.test(value), '手机号码格式不正确')
    .nullish(),
  email: z
    .string()
    .trim()
    .max(100, '邮箱不能超过100个字符')
    .refine((value) => value === '' || EMAIL.test(value), '邮箱格式不正确')
    .nullish(),
  sex: z
    .union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2'), z.literal('')], {
      error: '性别只能是1(男)或2(女)',
    })
    .transform((value) => (value === '' ? '' : Number(value)))
    .nullish(),
  birthday: z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === '') return '';
      const birthday = toBirthday(value);
      if (!birthday) ctx.addIssue({ code: 'custom', message: '生日格式应为yyyy-MM-dd或yyyy-MM-dd HH:mm:ss' });
      return birthday ?? '';
    })
    .nullish(),
});

export type UpdateInfo = z.output<typeof updateInfoBody>;

/** Field → column of what update-info may write. */
export const UPDATE_INFO_COLUMNS = {
  name: 'name',
  realName: 'real_name',
  avatar: 'avatar',
  phone: 'phone',
  email: 'email',
  sex: 'sex',
  birthday: 'birthday',
} as const satisfies Record<keyof UpdateInfo, string>;

const sent = (label: string) =>
  z
    .string({ error: `${label}不能为空` })
    .min(1, `${label}不能为空`)
    .max(128, `${label}过长`);

/**
 * `POST /blade-system/user/update-password?oldPassword=&newPassword=&newPassword1=`: flavour X sends md5 hex,
 * flavour S (Saber) the plaintext (bladex-contract.md, user section). profile.ts tells them apart by which form
 * of the old password matches the stored one.
 */
export const updatePasswordQuery = z.object({
  oldPassword: sent('原密码'),
  newPassword: sent('新密码'),
  newPassword1: sent('确认密码'),
});

/** A flavour X password value: the lower-hex md5 of the plaintext (any case on the wire). */
export const isMd5Hex = (value: string): boolean => /^[0-9a-fA-F]{32}$/.test(value);
