// The start of a page the server drew (decision 0030): its scripts begin to download only after
// its first paint (and its images in view), so nothing but the page's HTML, stylesheets and
// pictures stands before its content is seen. The server lists them in the page and writes this module into it (allowed by its hash in
// the CSP): tiny, built on its own (config/start-after-paint.cjs), outside webpack's runtime, and
// not a request of its own before the paint.

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

/** However late the page settles (a tab opened in the background paints when shown; an image hangs), it starts. */
const AT_THE_LATEST_MS = 3000;

/**
 * Runs `then` once the page's first paint has reached the screen and its images in view have
 * loaded (the window's load: lazy ones out of view hold nothing), or after AT_THE_LATEST_MS.
 * A frame's callback runs before its paint and the task it queues after its paint is committed,
 * but the screen can show that frame later still (in Lighthouse's traces, some 15 ms after
 * scripts so started): the paint timing entry is reported only once it is shown. Where paint
 * timing is missing, the frame's task. An image that is the page's largest paint (a featured
 * highlight) would otherwise share the phone's bandwidth with the scripts.
 */
function whenPageShown(then: () => void): void {
  let done = false;
  let painted = false;
  let loaded = document.readyState === 'complete';
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    then();
  };
  const ready = () => {
    if (painted && loaded) setTimeout(once, 0);
  };
  const observer =
    typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')
      ? new PerformanceObserver((list) => {
          painted ||= list.getEntriesByName('first-contentful-paint').length > 0;
          ready();
        })
      : undefined;
  if (observer) {
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => {
      painted = true;
      ready();
    });
  }
  if (!loaded) {
    window.addEventListener(
      'load',
      () => {
        loaded = true;
        ready();
      },
      { once: true },
    );
  }
  setTimeout(once, AT_THE_LATEST_MS);
}

const block = document.getElementById('start-after-paint');
if (block?.textContent) {
  const files = JSON.parse(block.textContent) as StartFiles;
  whenPageShown(() => start(document, files));
}

export {};
