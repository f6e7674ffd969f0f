import { makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { getApi } from '../../platform/api';

/** The one element the printer sees: everything else in the body is hidden on paper. */
export const PRINT_ROOT_ID = 'dali-print-root';

const PRINT_STYLES = `
#${PRINT_ROOT_ID} { display: none; }
@media print {
  body > *:not(#${PRINT_ROOT_ID}) { display: none !important; }
  #${PRINT_ROOT_ID} { display: block !important; }
  html, body { height: auto !important; overflow: visible !important; background: #fff !important; }
}`;

const printRoot = (): HTMLElement => {
  let root = document.getElementById(PRINT_ROOT_ID);
  if (!root) {
    root = document.createElement('div');
    root.id = PRINT_ROOT_ID;
    document.body.appendChild(root);
    const style = document.createElement('style');
    style.textContent = PRINT_STYLES;
    document.head.appendChild(style);
  }
  return root;
};

/** A browser that never says `afterprint` still gets its page back. */
const AFTERPRINT_WAIT_MS = 60_000;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Prints what the page has put in the print root: under Electron main prints the window to PDF and shows the preview
 * (it answers once the preview is closed, so the page stays printable meanwhile); in a browser the page's own print
 * dialog (Chromium's preview) prints it. The page (the paper's orientation) and the document title (the PDF's name)
 * are set for the time of the print.
 */
const runPrint = async (title: string, landscape: boolean): Promise<void> => {
  const api = getApi();
  const info = await api.invoke('app.info');
  if (info.ok && info.data.transport === 'electron') {
    const result = await api.invoke('window.print', { title, landscape });
    if (!result.ok) throw new Error(result.error.message);
    return;
  }
  const page = document.createElement('style');
  page.textContent = `@page { size: A4 ${landscape ? 'landscape' : 'portrait'}; margin: 12mm; }`;
  document.head.appendChild(page);
  const before = document.title;
  document.title = title;
  // The layout stays until the browser says printing is over (it has, by the time print() returns in Chromium).
  const over = new Promise<void>((resolve) => {
    window.addEventListener('afterprint', () => resolve(), { once: true });
    setTimeout(resolve, AFTERPRINT_WAIT_MS);
  });
  try {
    window.print();
    await over;
  } finally {
    document.title = before;
    page.remove();
  }
};

const useStyles = makeStyles({
  sheet: {
    fontFamily: tokens.fontFamilyBase,
    fontSize: '10pt',
    color: '#000',
    backgroundColor: '#fff',
  },
});

export interface PrintJob {
  title: string;
  landscape?: boolean;
  content: ReactNode;
}

export interface Printer {
  /** Prints `content` (rendered into the print root, with the page's React context) titled `title`. */
  print(job: PrintJob): void;
  printing: boolean;
  /** Render it where the caller renders: the job's content, portalled into the print root while it prints. */
  portal: ReactNode;
}

/**
 * Printing from a page (issue 20 item 7: a list's current page, a detail drawer). The content is the caller's own
 * print layout, rendered through a portal so it keeps the page's providers (data, dictionaries, texts).
 */
export const usePrint = (onError: (message: string) => void): Printer => {
  const [job, setJob] = useState<PrintJob | null>(null);
  const { t } = useTranslation();
  const styles = useStyles();

  useEffect(() => {
    if (!job) return;
    let cancelled = false;
    void (async () => {
      // Let the print layout (and its fonts and images) be laid out before the printer looks at it.
      await nextFrame();
      await nextFrame();
      try {
        await runPrint(job.title, job.landscape ?? false);
      } catch (error) {
        onError(t('desktop.print.failed', { message: error instanceof Error ? error.message : String(error) }));
      }
      if (!cancelled) setJob(null);
    })();
    return () => {
      cancelled = true;
    };
    // One run per job; onError and t are read when it fails.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [job]);

  const print = useCallback((next: PrintJob) => setJob((current) => current ?? next), []);
  return {
    print,
    printing: job !== null,
    portal: job ? createPortal(<div className={styles.sheet}>{job.content}</div>, printRoot()) : null,
  };
};
