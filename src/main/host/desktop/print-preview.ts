/**
 * Printing under Electron (issue 20 item 7): the page has marked what to print (a list's current page, a detail
 * drawer) and styled it for paper; main prints the calling window to PDF and shows the PDF in a preview window, from
 * which the operator prints on a system printer or saves the PDF. The browser host prints with the page's own print
 * dialog instead (Chromium's preview).
 */
export interface PrintPreviewer {
  /** Prints the window to PDF (its print styles, A4) and opens the preview; rejects when the window is gone. */
  preview(windowId: number, options: { title: string; landscape: boolean; fileName: string }): Promise<void>;
}

/** A file name for the PDF: the title without characters Windows or macOS refuse, and the time it was printed. */
export const printFileName = (title: string, at: Date): string => {
  const refused = (char: string) => char.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(char);
  const safe =
    [...title]
      .map((char) => (refused(char) ? ' ' : char))
      .join('')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80) || 'print';
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}-${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;
  return `${safe} ${stamp}.pdf`;
};
