describe('start-after-paint', () => {
  it("loads a drawn page's scripts once it has painted, the entry in order and the rest as preloads", async () => {
    document.head.innerHTML = '';
    document.body.innerHTML =
      '<script type="application/json" id="start-after-paint">{"preloads":["/bootstrap.c.js"],"scripts":["/main.a.js"]}</script>';
    await jest.isolateModulesAsync(async () => {
      await import('./start-after-paint');
    });
    expect(document.head.querySelector('script')).toBeNull();
    // After the next frame's paint.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
    const preload = document.head.querySelector<HTMLLinkElement>('link[rel="preload"]');
    expect(preload?.getAttribute('href')).toBe('/bootstrap.c.js');
    expect(preload?.as).toBe('script');
    const script = document.head.querySelector('script');
    expect(script?.getAttribute('src')).toBe('/main.a.js');
    expect(script?.async).toBe(false);
  });
});
