import type { ComponentType } from 'react';
import { Route, Routes } from 'shared-ui/router';
import { lazyPage } from '../components/lazy-page';
import { NotFoundPage } from '../components/NotFoundPage';
import type { PageLoader, RemoteRoutes } from './route-manifest';

/**
 * A remote's pages routed by its one list (`src/routes.ts`): each at its full path (the shell
 * renders remotes outside its own routes), the pages of a layout inside it, so the layout stays
 * mounted between them, and the error page for any other path. Pages that came with the routes
 * are asked for at once, so they draw without a loading state; lazy ones when first shown, or at
 * once when the visit begins at them.
 */
export function remoteRoutes(list: RemoteRoutes): ComponentType {
  // Routes that share a page share its component, so moving between them keeps the page's state.
  const components = new Map<PageLoader, ComponentType>();
  for (const route of list.routes) {
    if (components.has(route.page)) continue;
    const paths = list.routes.filter((other) => other.page === route.page).map((other) => other.path);
    components.set(route.page, lazyPage(route.page, route.lazy ? paths : 'now'));
  }
  const pages = list.routes.map((route) => ({ ...route, Page: components.get(route.page)! }));
  const layouts = Object.entries(list.layouts ?? {}).map(([name, load]) => {
    const inside = pages.filter((page) => page.layout === name);
    return { name, Layout: lazyPage(load, inside.every((page) => page.lazy) ? inside.map((page) => page.path) : 'now'), inside };
  });
  const alone = pages.filter((page) => page.layout === undefined);
  const unknown = pages.filter((page) => page.layout !== undefined && !layouts.some((layout) => layout.name === page.layout));
  if (unknown.length > 0) throw new Error(`${list.remote}: no layout ${unknown.map((page) => `"${page.layout}" (${page.path})`).join(', ')}`);
  return function RemotePages() {
    return (
      <Routes>
        {layouts.map(({ name, Layout, inside }) => (
          <Route key={name} element={<Layout />}>
            {inside.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Route>
        ))}
        {alone.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    );
  };
}
