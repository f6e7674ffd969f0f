import { makeStyles } from '@fluentui/react-components';
import {
  Activity,
  Suspense,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ContextType,
  type ReactNode,
} from 'react';
import { UNSAFE_LocationContext, useLocation, useOutlet } from 'react-router';
import { RouteFallback } from '../../app/RouteFallback';
import { useTabs, useTabsStore } from '../../stores/tabs-store';
import { takeCarriedPart, useCarryOutFor } from '../page-hooks/carried-state';

/** Pages kept alive besides the one on screen; the least recently shown beyond it start over when reopened. */
export const MAX_KEPT_PAGES = 12;

type LocationValue = ContextType<typeof UNSAFE_LocationContext>;

interface KeptPage {
  key: string;
  element: ReactNode;
  location: LocationValue;
  /** When it was last on screen (a counter): the oldest goes first when over the cap. */
  shownAt: number;
}

/**
 * Records the page on screen. The order of the list never changes for pages already in it: moving a
 * mounted page in the DOM would reload its iframes.
 */
const remember = (pages: KeptPage[], page: KeptPage): KeptPage[] => {
  const index = pages.findIndex((kept) => kept.key === page.key);
  const next = index === -1 ? [...pages, page] : pages.map((kept, i) => (i === index ? page : kept));
  if (next.length <= MAX_KEPT_PAGES) return next;
  const oldest = next.reduce((a, b) => (b.key !== page.key && b.shownAt < a.shownAt ? b : a), page);
  return next.filter((kept) => kept !== oldest);
};

const useStyles = makeStyles({
  page: { position: 'absolute', inset: 0, overflow: 'auto' },
});

/** How long a page brought from another window may take to grow tall enough for its scroll position. */
const CARRIED_SCROLL_WAIT_MS = 3000;

/**
 * One kept page: its own scroll box, whose position comes back when the page does — and travels with its tab to
 * another window (tear-off), where it is applied once the page has loaded enough to scroll that far.
 */
const KeptView = ({ pageKey, active, children }: { pageKey: string; active: boolean; children: ReactNode }) => {
  const styles = useStyles();
  const box = useRef<HTMLDivElement>(null);
  const scrollTop = useRef(0);
  useLayoutEffect(() => {
    if (active && box.current) box.current.scrollTop = scrollTop.current;
  }, [active]);
  useCarryOutFor(pageKey, 'scroll', () => box.current?.scrollTop ?? 0, active);
  const [carriedScroll] = useState(() => takeCarriedPart(pageKey, 'scroll'));
  useEffect(() => {
    if (typeof carriedScroll !== 'number' || carriedScroll <= 0) return;
    const until = performance.now() + CARRIED_SCROLL_WAIT_MS;
    let frame = 0;
    const apply = () => {
      const element = box.current;
      if (!element) return;
      if (element.scrollHeight - element.clientHeight >= carriedScroll || performance.now() > until) {
        element.scrollTop = carriedScroll;
        scrollTop.current = element.scrollTop;
        return;
      }
      frame = requestAnimationFrame(apply);
    };
    frame = requestAnimationFrame(apply);
    return () => cancelAnimationFrame(frame);
  }, [carriedScroll]);
  return (
    <div
      ref={box}
      className={styles.page}
      hidden={!active}
      onScroll={(event) => {
        if (active) scrollTop.current = event.currentTarget.scrollTop;
      }}
    >
      <Activity mode={active ? 'visible' : 'hidden'}>
        <Suspense fallback={<RouteFallback />}>{children}</Suspense>
      </Activity>
    </div>
  );
};

/**
 * The workspace's outlet with keep-alive: the pages of open tabs stay mounted (hidden, effects paused by
 * `<Activity>`), so switching tabs keeps what was typed and where the page was scrolled (spec 000 §2.2).
 * Each kept page sees the location it was opened at. Closing its tab or clearing the cache drops it.
 */
export const KeepAliveOutlet = () => {
  const outlet = useOutlet();
  const location = useLocation();
  const locationValue = useContext(UNSAFE_LocationContext);
  const tabs = useTabs();
  const generation = useTabsStore((s) => s.generation);
  const key = `${location.pathname}${location.search}`;

  const [pages, setPages] = useState<KeptPage[]>([]);
  const [seen, setSeen] = useState<{ location: unknown; generation: number; count: number } | null>(null);
  if (seen === null || seen.location !== location || seen.generation !== generation) {
    // A navigation (or a cleared cache, which forgets every kept page): remember the page now on screen.
    const count = (seen?.count ?? 0) + 1;
    const cleared = seen !== null && seen.generation !== generation;
    setSeen({ location, generation, count });
    setPages((previous) =>
      remember(cleared ? [] : previous, { key, element: outlet, location: locationValue, shownAt: count }),
    );
  }

  const open = new Set(tabs.map((tab) => tab.value));
  const shown = pages.filter((page) => page.key === key || open.has(page.key));
  if (!shown.some((page) => page.key === key)) {
    shown.push({ key, element: outlet, location: locationValue, shownAt: Number.MAX_SAFE_INTEGER });
  }

  return (
    <>
      {shown.map((page) => {
        const active = page.key === key;
        return (
          <KeptView key={`${generation}:${page.key}`} pageKey={page.key} active={active}>
            <UNSAFE_LocationContext.Provider value={active ? locationValue : page.location}>
              {active ? outlet : page.element}
            </UNSAFE_LocationContext.Provider>
          </KeptView>
        );
      })}
    </>
  );
};
