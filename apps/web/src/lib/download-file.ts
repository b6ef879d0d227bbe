/**
 * Saves `text` as a file made in the browser (no round trip to the server). CSV gets a byte order
 * mark, so that spreadsheet programs read its umlauts as UTF-8.
 */
export function downloadTextFile(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const bom = type.startsWith('text/csv') ? '\uFEFF' : '';
  const url = URL.createObjectURL(new Blob([bom, text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Once the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
