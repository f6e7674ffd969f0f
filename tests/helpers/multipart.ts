export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A multipart body of one .xlsx `file` part, with form fields sent before it (as the desktop's upload channel
 * sends them), ready for `inject`'s `payload` and `headers`.
 */
export const multipart = (filename: string, content: Buffer, fields: Record<string, string> = {}) => {
  const boundary = '----bladeImportBoundary';
  const fieldParts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = Buffer.from(
    `${fieldParts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: ${XLSX_TYPE}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};
