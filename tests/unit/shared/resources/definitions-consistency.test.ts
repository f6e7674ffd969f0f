import { describe, expect, it } from 'vitest';
import * as resources from '../../../../src/shared/resources';
import { allResources, resourceText } from '../../../../src/shared/resources';
import { resourceCatalogue } from '../../../../src/shared/resources/texts';

const resourcesZh = resourceCatalogue('zh') as { common: { validation: Record<string, unknown> } };
const resourcesEn = resourceCatalogue('en');
import { CITIZEN_ID_MESSAGES, PHONE_MESSAGES } from '../../../../src/shared/validation';
import { DEFINITION_CHECKS } from '../../../helpers/definition-checks';

const leaves = (node: unknown, prefix = ''): Map<string, unknown> => {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const path = `${prefix}${key}`;
    if (value !== null && typeof value === 'object') for (const [k, v] of leaves(value, `${path}.`)) out.set(k, v);
    else out.set(path, value);
  }
  return out;
};

describe.each(allResources().map((def) => [def.name, def] as const))('definition %s', (_name, def) => {
  for (const [title, check] of DEFINITION_CHECKS) it(title, () => check(def, resources));
});

describe('resource catalogues', () => {
  it('zh and en have the same keys and no blank text', () => {
    expect([...leaves(resourcesEn).keys()].sort()).toEqual([...leaves(resourcesZh).keys()].sort());
    for (const catalogue of [resourcesZh, resourcesEn])
      for (const [key, text] of leaves(catalogue)) expect(String(text).trim(), key).not.toBe('');
  });

  it('carries the spec texts verbatim', () => {
    expect(resourceText('res.system.tenantPackage.rules.packageName')).toBe('请输入产品包名称');
    expect(resourceText('res.system.tenantPackage.rules.menuId')).toBe('请选择菜单');
    expect(resourcesZh.common.validation.phone).toEqual(PHONE_MESSAGES);
    expect(resourcesZh.common.validation.citizenId).toEqual(CITIZEN_ID_MESSAGES);
  });

  it('fills placeholders and shows a missing key as itself', () => {
    expect(resourceText('res.common.validation.max', { max: 9 })).toBe('不能大于9');
    expect(resourceText('res.common.validation.max', { max: 9 }, 'en')).toBe('Must not be greater than 9');
    expect(resourceText('res.nope')).toBe('res.nope');
  });
});
