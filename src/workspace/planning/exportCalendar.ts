/** Hands the text to the browser as a file download. */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the download start before the address is revoked.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
