import { nameDrawnStylesheets } from './drawn-stylesheets';

describe('nameDrawnStylesheets', () => {
  it("names a drawn page's remote stylesheets by their absolute address, and leaves the shell's own alone", () => {
    document.head.innerHTML =
      '<link rel="stylesheet" href="/bootstrap.1.css"><link rel="stylesheet" href="/remotes/mfe-public/203.a.css" data-drawn>';
    nameDrawnStylesheets(document);
    const [shell, remote] = document.querySelectorAll('link');
    expect(shell?.hasAttribute('data-href')).toBe(false);
    expect(remote?.getAttribute('data-href')).toBe(`${window.location.origin}/remotes/mfe-public/203.a.css`);
  });
});
