/** BladeX writes dates as `yyyy-MM-dd HH:mm:ss` in the server's time zone (bladex-contract.md §1.3). */
export const formatDateTime = (ms: number): string => {
  const d = new Date(ms);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return (
    `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ` +
    `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
  );
};

/** `yyyyMMdd` in local time: the upload folder of a day. */
export const formatDay = (ms: number): string => formatDateTime(ms).slice(0, 10).replaceAll('-', '');

export type Clock = () => number;
