/** Hands a CSV the server made to the browser as a download under its file name (the Clicks and Links views). */
export function downloadCsv(file: { readonly fileName: string; readonly text: string }): void {
  const url = URL.createObjectURL(new Blob([file.text], { type: 'text/csv' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = file.fileName;
  anchor.click();
  // The download has begun by then; the object URL is let go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
