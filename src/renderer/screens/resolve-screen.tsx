import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { resourceForMenu, toCamelCase, type ResourceDef } from '../../shared/resources';
import { ResourcePage } from '../crud/fluent/ResourcePage';
import { TreeResourcePage } from '../crud/fluent/TreeResourcePage';

type Loader = () => Promise<Readonly<Record<string, unknown>>>;
type Screen = ComponentType | LazyExoticComponent<ComponentType>;

/**
 * Screens that are more than their definition's list, found by the resource's name:
 * `screens/<domain>/<resource-name-in-kebab-case>/index.tsx` exporting the component as `Screen`. Nothing lists
 * them.
 */
const overrides: Readonly<Record<string, Loader>> = import.meta.glob<Readonly<Record<string, unknown>>>(
  './*/*/index.tsx',
);

/**
 * Screens of paths no definition owns (a fixed route such as `/dict-horizontal/index`), by path:
 * `screens/<domain>/routes.ts` exporting `screenRoutes: Record<path, () => Promise<{ Screen: Component }>>`.
 */
const routeFiles = import.meta.glob<{ screenRoutes?: Readonly<Record<string, Loader>> }>('./*/routes.ts', {
  eager: true,
});

const overrideLoaders = new Map<string, Loader>(
  Object.entries(overrides).map(([path, load]) => [toCamelCase(path.split('/')[2].replaceAll('-', '_')), load]),
);
const pathLoaders = new Map<string, Loader>(
  Object.values(routeFiles).flatMap((file) => Object.entries(file.screenRoutes ?? {})),
);

const made = new Map<string, Screen>();
const once = (key: string, make: () => Screen): Screen => {
  const known = made.get(key);
  if (known) return known;
  const screen = make();
  made.set(key, screen);
  return screen;
};

const fromLoader = (load: Loader): Screen =>
  lazy(() => load().then((module) => ({ default: (module.Screen ?? module.default) as ComponentType })));

/** The engine's screen of a definition: its list page, or its tree page. */
export const resourceScreen = (def: ResourceDef): Screen =>
  once(`resource:${def.name}:${def.menu ?? ''}`, () => {
    const override = overrideLoaders.get(def.name);
    if (override) return fromLoader(override);
    const Page = def.shape === 'tree' ? TreeResourcePage : ResourcePage;
    const Screen = () => <Page def={def} />;
    Screen.displayName = `${def.name}Screen`;
    return Screen;
  });

/**
 * The screen of a menu path or fixed route, made once per path so a tab keeps its state: a domain's own screen
 * for that path, else the screen of the definition whose menu (or alias) it is, else none (the shell shows its
 * placeholder).
 */
export const resolveScreen = (path: string): Screen | null => {
  const route = pathLoaders.get(path);
  if (route) return once(`path:${path}`, () => fromLoader(route));
  const def = resourceForMenu(path);
  return def ? resourceScreen(def) : null;
};

/** The resources that have a hand-written screen, for tests. */
export const overriddenResources = (): string[] => [...overrideLoaders.keys()];
