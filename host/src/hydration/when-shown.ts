/**
 * Runs `task` now, or, on a page the browser prerendered (Speculation Rules, decision 0019), when the visitor is
 * shown it: until then the page must keep nothing for the visitor (a cookie, storage, the address) nor ask for
 * more prerendering.
 */
export function whenShown(doc: Document, task: () => void): void {
  if ((doc as Document & { prerendering?: boolean }).prerendering)
    doc.addEventListener('prerenderingchange', task, { once: true });
  else task();
}
