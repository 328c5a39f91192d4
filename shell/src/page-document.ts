import { LAB } from 'shared-ui/constants';

/**
 * The shell's own part of every page: the build adds its files and icon and writes it as
 * `document.json` (config/shell-document.cjs), from which the API and the shell's server render
 * write pages (shared-ui/page-document's writeDocument).
 */
export const SHELL_PAGE = {
  lang: 'en',
  meta: {
    viewport: 'width=device-width, initial-scale=1',
    // The blank page before the styles arrive already takes the system's light or dark.
    'color-scheme': 'light dark',
  },
  title: LAB.name,
  description: 'A vision-science research lab: its projects, people, publications and how to join.',
  // The bar as the first paint, styled by the stylesheets the page names, while the scripts load;
  // the shell's first render replaces it (new elements: no layout shift).
  placeholder: `<header data-bs-theme="dark" class="navbar site-navbar navbar-expand"><div class="container-fluid"><a href="/" class="navbar-brand">${LAB.name}</a></div></header>`,
};
