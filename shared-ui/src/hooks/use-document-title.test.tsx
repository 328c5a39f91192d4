import { render } from '@testing-library/react';
import { LAB } from '../config/lab';
import { useDocumentTitle } from './use-document-title';

function Page({ title, description }: { title: string; description?: string }) {
  useDocumentTitle(title, description);
  return null;
}

const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;

describe('useDocumentTitle', () => {
  it('sets the title, the description and the link-preview tags of the page', () => {
    const { rerender } = render(<Page title="People" description="Who works in the lab." />);
    expect(document.title).toBe(`People | ${LAB.name}`);
    expect(meta('meta[name="description"]')).toBe('Who works in the lab.');
    expect(meta('meta[property="og:title"]')).toBe(`People | ${LAB.name}`);
    expect(meta('meta[property="og:description"]')).toBe('Who works in the lab.');
    expect(meta('meta[property="og:url"]')).toBe(window.location.href);

    rerender(<Page title="" />);
    expect(document.title).toBe(LAB.name);
    expect(meta('meta[name="description"]')).toContain(LAB.name);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it("keeps the first page's canonical link, type and picture, and takes them away on a later page", () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="canonical" href="http://localhost/"><meta property="og:type" content="article"><meta property="og:image" content="http://localhost/a.png">',
    );
    const { rerender } = render(<Page title="First" />);
    expect(document.head.querySelector('link[rel="canonical"]')).not.toBeNull();
    expect(meta('meta[property="og:type"]')).toBe('article');
    window.history.pushState(null, '', '/People');
    rerender(<Page title="People" />);
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:type"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    window.history.pushState(null, '', '/');
  });
});
