// The start of a page the server drew (decision 0030): its scripts begin to download only after
// its first paint, so nothing but the page's HTML and stylesheets stands before its content is
// seen. The server lists them in the page; this module is the one script the page names, tiny,
// and built on its own (config/start-after-paint.cjs), outside webpack's runtime.

interface StartFiles {
  /** What the page would have preloaded (the shell's start chunks, the remote's files). */
  preloads: string[];
  /** The shell's entry (main.js), run in order. */
  scripts: string[];
}

function start(doc: Document, files: StartFiles): void {
  for (const href of files.preloads) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    link.setAttribute('fetchpriority', 'low');
    doc.head.append(link);
  }
  for (const src of files.scripts) {
    const script = doc.createElement('script');
    script.src = src;
    // Inserted scripts run as they arrive unless told otherwise: in the page's order.
    script.async = false;
    doc.head.append(script);
  }
}

const block = document.getElementById('start-after-paint');
if (block?.textContent) {
  const files = JSON.parse(block.textContent) as StartFiles;
  // The frame's callback runs before its paint; the task it queues, after it.
  requestAnimationFrame(() => setTimeout(() => start(document, files), 0));
}

export {};
