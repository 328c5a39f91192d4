import { render } from '@testing-library/react';

// The server wrote og:url with SITE_URL; the module reads it when first loaded, as on a page.
document.head.insertAdjacentHTML('beforeend', '<meta property="og:url" content="https://lab.example.edu/">');

it("names the site's configured address in og:url on later pages, whatever address the browser used", async () => {
  const { useDocumentTitle } = await import('./use-document-title');
  function People() {
    useDocumentTitle('People');
    return null;
  }
  window.history.pushState(null, '', '/People?from=menu');
  render(<People />);
  expect(document.head.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content).toBe('https://lab.example.edu/People');
});
