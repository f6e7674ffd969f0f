import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { crudKeys } from '../../../../src/renderer/crud/core/query-keys';
import { cachedDictItems, dictOptions, parseDictEntries } from '../../../../src/renderer/crud/core/use-dict';
import { testDataProvider } from '../../../../src/renderer/crud/core/test-data-provider';
import { FieldInput } from '../../../../src/renderer/crud/fluent/FieldInput';
import type { DictField } from '../../../../src/shared/resources';
import { newQueryClient, renderCrud } from './crud-harness';

const sex: DictField<string> = {
  name: 'sex',
  kind: 'dict',
  dict: 'sex',
  source: 'dict',
  valueType: 'number',
  label: 'res.system.user.fields.sex',
};
const answer = [
  { id: '1', code: 'sex', dictKey: '1', dictValue: '男', dictValueEn: 'Male' },
  { id: '2', code: 'sex', dictKey: '2', dictValue: '女', dictValueEn: '' },
];

describe('dictionary cache', () => {
  it('loads a dictionary once per session for every select that names it', async () => {
    const custom = vi.fn(async () => answer);
    const client = newQueryClient();
    const ui = (
      <>
        <FieldInput
          field={sex}
          value={1}
          onChange={() => undefined}
          disabled={false}
          id="a"
          label="a"
          creating={false}
        />
        <FieldInput
          field={sex}
          value={2}
          onChange={() => undefined}
          disabled={false}
          id="b"
          label="b"
          creating={false}
        />
      </>
    );
    const { unmount } = await renderCrud(ui, testDataProvider({ custom }), { client });
    await waitFor(() => expect((document.getElementById('a') as HTMLButtonElement).textContent).toContain('男'));
    expect((document.getElementById('b') as HTMLButtonElement).textContent).toContain('女');
    unmount();
    await renderCrud(ui, testDataProvider({ custom }), { client });
    await screen.findAllByText('男');
    expect(custom).toHaveBeenCalledTimes(1);
    expect(custom).toHaveBeenCalledWith({
      method: 'GET',
      url: '/api/blade-system/dict/dictionary',
      params: { code: 'sex' },
    });
    expect(client.getQueryState(crudKeys.dict('dict', 'sex'))?.isInvalidated).toBe(false);
  });

  it('is dropped with the tab bar\'s "clear cache" (every query reset) and loads again', async () => {
    const custom = vi.fn(async () => answer);
    const client = newQueryClient();
    await renderCrud(
      <FieldInput
        field={sex}
        value={1}
        onChange={() => undefined}
        disabled={false}
        id="c"
        label="c"
        creating={false}
      />,
      testDataProvider({ custom }),
      { client },
    );
    await waitFor(() => expect(custom).toHaveBeenCalledTimes(1));
    await client.resetQueries();
    await waitFor(() => expect(custom).toHaveBeenCalledTimes(2));
  });

  it('labels in English with dictValueEn when the server has one, and feeds the schema its keys', () => {
    const entries = parseDictEntries(answer);
    expect(dictOptions(entries, 'en')).toEqual([
      { value: '1', label: 'Male' },
      { value: '2', label: '女' },
    ]);
    const client = newQueryClient();
    expect(cachedDictItems(client)(sex)).toBeUndefined();
    client.setQueryData(crudKeys.dict('dict', 'sex'), entries);
    expect(cachedDictItems(client)(sex)).toEqual(['1', '2']);
  });

  it('pre-selects the first item of a dictDefault "first" field in a new record only', async () => {
    const onChange = vi.fn();
    await renderCrud(
      <FieldInput
        field={{ ...sex, dictDefault: 'first' }}
        value=""
        onChange={onChange}
        disabled={false}
        id="d"
        label="d"
        creating
      />,
      testDataProvider({ custom: async () => answer }),
    );
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(1));
  });
});
