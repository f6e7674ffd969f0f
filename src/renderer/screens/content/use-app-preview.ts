import { useQuery } from '@tanstack/react-query';
import { create } from 'zustand';
import {
  appHomePageConfigResource,
  configAppMenuResource,
  configCarouselResource,
  configNavigationBottomResource,
  toQueryParams,
  type ResourceDef,
} from '../../../shared/resources';
import { useDataProvider } from '../../crud/core/CrudContext';
import { useLiveForm } from '../../crud/core/live-forms';
import { crudKeys } from '../../crud/core/query-keys';
import { dictOptions, useDictEntries } from '../../crud/core/use-dict';
import { useCrudText } from '../../crud/i18n/use-crud-text';
import { bladex } from '../../platform/bladex-client';
import { buildPreview, withEditedEntrance, type PreviewEntrance } from './phone-preview-model';
import {
  citiesOf,
  pageFor,
  shownConfigRows,
  withEditedConfigRow,
  type PreviewConfigRow,
  type PreviewPage,
} from './preview-rows';

const home = appHomePageConfigResource;
/** The dictionary every configuration's `themeVersion` names (seeded: 1 标准版, 2 关怀版, 3 节日版). */
const THEME_DICT = 'theme_version';

/**
 * The operator's city and theme version, one choice for every preview (beside the list and inside the form
 * drawer, on all four screens), kept while the app runs.
 */
const usePicks = create<{ readonly city?: string; readonly theme?: string }>(() => ({}));
const setCity = (city: string | undefined) => usePicks.setState({ city });
const setTheme = (theme: string | undefined) => usePicks.setState({ theme });

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/**
 * A theme version's rows of a launch-page, menu or tab configuration, hidden ones included (the open form may
 * show one), with the open form laid over them. The query sits under the resource's keys, so every save, switch,
 * sort or delete there refreshes it.
 */
const useConfigRows = (def: ResourceDef, theme: string) => {
  const provider = useDataProvider();
  const rows = useQuery({
    queryKey: [...crudKeys.resource(def.name), 'preview', theme],
    enabled: theme !== '',
    queryFn: async () =>
      (
        await provider.getList(def, { current: 1, size: 500, query: toQueryParams(def, { themeVersion: theme }) })
      ).records.map((row): PreviewConfigRow => ({ ...(row as Omit<PreviewConfigRow, 'id'>), id: text(row.id) })),
  });
  const edited = useLiveForm(def.name);
  return { rows: shownConfigRows(withEditedConfigRow(rows.data ?? [], edited, theme)), query: rows };
};

/**
 * Everything the phone preview draws for the chosen city and theme version, from the rows as they are now and
 * whatever add or edit form of the four configurations is open (issue 13 item 9): the city's home page (the one
 * made for that theme version if the city has several), and the theme's launch pages, app menu and bottom tabs.
 */
export const useAppPreview = () => {
  const { language } = useCrudText();
  const themes = dictOptions(useDictEntries('dict-biz', THEME_DICT).data ?? [], language);
  const { city: pickedCity, theme: pickedTheme } = usePicks();
  // The first version until the operator picks one.
  const theme = themes.find((option) => option.value === pickedTheme)?.value ?? themes[0]?.value ?? '';

  const pages = useQuery({
    queryKey: [...crudKeys.resource(home.name), 'preview-pages'],
    queryFn: async () =>
      (
        await bladex.get<{ records: Record<string, unknown>[] }>(`${home.endpoint}/parent-list`, {
          current: 1,
          size: 500,
        })
      ).records.map((row): PreviewPage => ({
        id: text(row.id),
        regionCode: text(row.regionCode),
        dictValue: text(row.dictValue),
        themeVersion: text(row.themeVersion),
      })),
  });
  const cities = citiesOf(pages.data ?? []);
  // The first city until the operator picks one (or when the picked one is gone).
  const city = cities.some((page) => page.regionCode === pickedCity) ? pickedCity : cities[0]?.regionCode;
  const page = pageFor(pages.data ?? [], city, theme);

  const entrances = useQuery({
    queryKey: [...crudKeys.resource(home.name), 'preview', page?.id],
    enabled: Boolean(page),
    queryFn: () => bladex.get<PreviewEntrance[]>(`${home.endpoint}/child-list`, { parentId: page?.id ?? '' }),
  });
  const editedEntrance = useLiveForm(home.name);
  const launch = useConfigRows(configCarouselResource, theme);
  const menu = useConfigRows(configAppMenuResource, theme);
  const tabs = useConfigRows(configNavigationBottomResource, theme);
  const queries = [pages, entrances, launch.query, menu.query, tabs.query];

  return {
    themes,
    theme,
    setTheme,
    cities,
    city,
    setCity,
    home: buildPreview(withEditedEntrance(entrances.data ?? [], editedEntrance, page?.id)),
    launch: launch.rows,
    menu: menu.rows,
    tabs: tabs.rows,
    loading: queries.some((query) => query.isLoading),
    failed: queries.some((query) => query.isError),
    noPages: pages.data?.length === 0,
  };
};
