/** Hands a file the admin API answered to the browser as a download (the calls need the session's token, so no plain link). */
export function downloadFile(file: { readonly fileName: string; readonly text: string; readonly type: string }): void {
  const url = URL.createObjectURL(new Blob([file.text], { type: file.type }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = file.fileName;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
