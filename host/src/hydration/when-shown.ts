/**
 * On a page prerendered by Speculation Rules (decision 0019), waits until it is shown: until then it must keep
 * nothing (cookie, storage, address) nor ask for more prerendering.
 */
export function whenShown(doc: Document, task: () => void): void {
  if ((doc as Document & { prerendering?: boolean }).prerendering)
    doc.addEventListener('prerenderingchange', task, { once: true });
  else task();
}
