import { fireEvent } from '@testing-library/react';
import { TEST_MANIFESTS } from '../../../testing/route-manifests';
import { preloadOnIntent } from './preload-on-intent';

function link(href: string) {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.innerHTML = '<span>go</span>';
  document.body.append(anchor);
  return anchor;
}

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

function watch(unavailable: string[] = []) {
  const preload = jest.fn(async (_remote: string) => undefined);
  stop = preloadOnIntent(document, { table: () => ({ manifests: TEST_MANIFESTS, unavailable }), preload });
  return preload;
}

describe('preloading the remote a link leads to', () => {
  it('starts on a pointer over any part of a link, once a remote', () => {
    const preload = watch();
    fireEvent.pointerOver(link('/projects/NOVA').querySelector('span')!);
    fireEvent.pointerOver(link('/projects/overview'));
    expect(preload.mock.calls).toEqual([['mfe_projects']]);
  });

  it('starts on focus and on a touch too', () => {
    const preload = watch();
    fireEvent.focusIn(link('/timeline'));
    fireEvent.touchStart(link('/People'));
    expect(preload.mock.calls).toEqual([['mfe_timeline'], ['mfe_public']]);
  });

  it('leaves alone links off the site, to no page, and remotes shown as unavailable', () => {
    const preload = watch(['mfe_timeline']);
    fireEvent.pointerOver(link('https://elsewhere.example.org/projects/NOVA'));
    fireEvent.pointerOver(link('/no/such/page'));
    fireEvent.pointerOver(link('/timeline'));
    fireEvent.pointerOver(document.body);
    expect(preload).not.toHaveBeenCalled();
  });

  it('keeps a failed preload to itself', async () => {
    const preload = jest.fn(() => Promise.reject(new Error('down')));
    stop = preloadOnIntent(document, { table: () => ({ manifests: TEST_MANIFESTS, unavailable: [] }), preload });
    fireEvent.pointerOver(link('/projects/NOVA'));
    await Promise.resolve();
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('stops listening when stopped', () => {
    const preload = watch();
    stop();
    fireEvent.pointerOver(link('/projects/NOVA'));
    expect(preload).not.toHaveBeenCalled();
  });
});
