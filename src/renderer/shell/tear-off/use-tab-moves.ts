import { useRef, useState, type DragEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Tab } from '../../../shared/contract/workspace';
import { i18n } from '../../app/i18n';
import { isSatelliteWindow } from '../../platform/window-role';
import { useTabsStore } from '../../stores/tabs-store';
import { notify } from '../../platform/notify';
import { collectCarried, provideCarried, type Carried } from '../page-hooks/carried-state';
import { dockTab, tearOff } from './tear-off';

/** The drag data of a tab on its way to another window of the app (never readable by other programs as text). */
export const TAB_DRAG_TYPE = 'application/x-dali-tab';

const nextFrames = async (count: number) => {
  for (let i = 0; i < count; i += 1) await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
};

/** This window among the app's windows, so a tab dropped back on its own bar is not "moved". */
const windowToken = Math.random().toString(36).slice(2);

interface DraggedTab {
  tab: Tab;
  carried: Carried;
  from: string;
}

const isDraggedTab = (value: unknown): value is DraggedTab => {
  const candidate = value as Partial<DraggedTab> | null;
  return (
    typeof candidate?.from === 'string' &&
    typeof candidate.tab?.value === 'string' &&
    candidate.tab.value.startsWith('/') &&
    !candidate.tab.value.startsWith('//') &&
    typeof candidate.carried === 'object'
  );
};

/** Whether a point (screen coordinates) lies outside this window: where a dragged-out tab becomes a window. */
export const isOutsideWindow = (
  point: { x: number; y: number },
  win: { screenX: number; screenY: number; outerWidth: number; outerHeight: number },
): boolean =>
  point.x < win.screenX ||
  point.y < win.screenY ||
  point.x >= win.screenX + win.outerWidth ||
  point.y >= win.screenY + win.outerHeight;

/**
 * Moving tabs between windows (issue 20 item 7): "open in new window" and dragging a tab out of the window tear it
 * off; "move back" (a torn-off window) docks it into the window it came from; and a tab dragged from one window onto
 * another's tab bar moves there with its page's state.
 */
export const useTabMoves = (closeTab: (value: string) => void) => {
  const navigate = useNavigate();
  const [dropping, setDropping] = useState(false);
  const droppedHere = useRef(false);
  const satellite = isSatelliteWindow();

  const newWindow = async (tab: Tab, at?: { x: number; y: number }) => {
    // A tab in the background has paused its page: bring it on screen so its state can go along.
    if (useTabsStore.getState().active !== tab.value) {
      await navigate(tab.value);
      await nextFrames(2);
    }
    await tearOff(tab, closeTab, { at });
  };
  const dock = (tab: Tab) => void dockTab(tab, useTabsStore.getState().tabs.length, closeTab);

  const dragProps = (tab: Tab) => ({
    draggable: true,
    onDragStart: (event: DragEvent) => {
      droppedHere.current = false;
      const data: DraggedTab = { tab, carried: collectCarried(tab.value), from: windowToken };
      event.dataTransfer.setData(TAB_DRAG_TYPE, JSON.stringify(data));
      event.dataTransfer.effectAllowed = 'move';
    },
    onDragEnd: (event: DragEvent) => {
      if (droppedHere.current) return;
      const point = { x: Math.round(event.screenX), y: Math.round(event.screenY) };
      if (event.dataTransfer.dropEffect === 'move') {
        // Taken by another window's tab bar: it lives there now.
        if (useTabsStore.getState().tabs.length <= 1 && satellite) window.close();
        else closeTab(tab.value);
      } else if (isOutsideWindow(point, window)) {
        void newWindow(tab, point);
      }
    },
  });

  const accepts = (event: DragEvent) => event.dataTransfer.types.includes(TAB_DRAG_TYPE);
  const dropProps = {
    onDragOver: (event: DragEvent) => {
      if (!accepts(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setDropping(true);
    },
    onDragLeave: () => setDropping(false),
    onDrop: (event: DragEvent) => {
      setDropping(false);
      if (!accepts(event)) return;
      event.preventDefault();
      let data: unknown;
      try {
        data = JSON.parse(event.dataTransfer.getData(TAB_DRAG_TYPE));
      } catch {
        return;
      }
      if (!isDraggedTab(data)) return;
      if (data.from === windowToken) {
        droppedHere.current = true;
        return;
      }
      provideCarried(data.tab.value, data.carried);
      void navigate(data.tab.value);
      notify.info(i18n.t('desktop.tearOff.received', { label: data.tab.label }));
    },
  };

  return { newWindow, dock, dragProps, dropProps, dropping, satellite };
};
