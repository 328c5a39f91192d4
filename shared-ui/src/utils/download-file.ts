/** Hands `content` to the browser as a download named `fileName`. */
export function downloadFile(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL only has to outlive this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
