import { ENTRY_ASKED_MARK, PAGE_IDS } from 'shared-ui/page-document';

// As the build gives it (config/inline-page-script.cjs).
Object.assign(globalThis, { START_LIST_ID: PAGE_IDS.startList, ENTRY_ASKED_MARK });

/** The User Timing marks the script sets (jsdom has no User Timing). */
const marked: string[] = [];
Object.assign(performance, { mark: (name: string) => marked.push(name) });

const LIST = `<script type="application/json" id="${PAGE_IDS.startList}">{"scripts":["/main.a.js"],"preloads":["/bootstrap.c.js"],"pageFiles":["/remotes/mfe-public/remoteEntry.js"],"startBytes":120000}</script>`;

/** Runs the script on a page of `body`, with `pictures` still loading above its list. */
async function runModule(body: string, pictures: HTMLImageElement[] = []) {
  marked.length = 0;
  document.head.innerHTML = '';
  document.body.innerHTML = body;
  document.body.prepend(...pictures);
  await jest.isolateModulesAsync(async () => {
    await import('./fetch-entry-after-styles');
  });
}

/** A picture not yet arrived, asked for at once (`eager`) or when near the view (`lazy`). */
function coming(loading: 'eager' | 'lazy') {
  const image = document.createElement('img');
  image.loading = loading;
  Object.defineProperty(image, 'complete', { value: false });
  return image;
}

const preloads = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link')).map((link) => ({ rel: link.rel, as: link.as, href: link.getAttribute('href'), priority: link.getAttribute('fetchpriority') }));

describe('fetch-entry-after-styles', () => {
  it("asks for the shell's entry at once, at low priority, and neither runs it nor asks for the page's other files", async () => {
    await runModule(LIST, [coming('lazy')]);
    expect(preloads()).toEqual([{ rel: 'preload', as: 'script', href: '/main.a.js', priority: 'low' }]);
    expect(document.querySelector('script[src]')).toBeNull();
    // When, for the start script to pace the page's files after the shell's.
    expect(marked).toEqual([ENTRY_ASKED_MARK]);
  });

  it('leaves the entry to the start script while a picture asked for at once is still coming', async () => {
    await runModule(LIST, [coming('lazy'), coming('eager')]);
    expect(preloads()).toEqual([]);
    expect(marked).toEqual([]);
  });

  it("in the page's head, before the list, asks for the entry at the first frame; the copy at its end then asks nothing more", async () => {
    const frames: FrameRequestCallback[] = [];
    const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    try {
      await runModule('<main>Drawn</main>');
      expect(preloads()).toEqual([]);
      expect(frames).toHaveLength(1);
      document.body.insertAdjacentHTML('beforeend', LIST);
      frames[0](0);
      expect(preloads()).toEqual([{ rel: 'preload', as: 'script', href: '/main.a.js', priority: 'low' }]);
      await jest.isolateModulesAsync(async () => {
        await import('./fetch-entry-after-styles');
      });
      expect(preloads()).toEqual([{ rel: 'preload', as: 'script', href: '/main.a.js', priority: 'low' }]);
      expect(frames).toHaveLength(1);
      expect(marked).toEqual([ENTRY_ASKED_MARK]);
    } finally {
      frame.mockRestore();
    }
  });

  it('asks for nothing on a page without a start list', async () => {
    await runModule('<main>Drawn</main>');
    expect(preloads()).toEqual([]);
  });
});
