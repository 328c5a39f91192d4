import { act, cleanup, screen } from '@testing-library/react';
import Ajv from 'ajv';
import type { ComponentType } from 'react';
import { RouteManifestSchema, type RouteManifest } from '../routing/route-manifest';
import { manifestProblems } from '../routing/route-table';
import { logIn, logOut } from './bus';
import { renderAt } from './render-at';
import { setWindowWidth } from './window-width';

const validate = new Ajv({ allErrors: true }).compile(RouteManifestSchema);

/** What the build and the API would refuse in a remote's manifest: none for a sound one. */
export function manifestErrors(manifest: RouteManifest, remote: string): string[] {
  if (!validate(manifest)) return (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
  return manifestProblems(manifest, remote);
}

/** A path each route draws: its first known page, or its pattern with made-up parameters. */
export function examplePaths(manifest: RouteManifest): string[] {
  return manifest.routes.map((route) => route.pages?.[0]?.path ?? route.path.replace(/:[A-Za-z0-9_]+/g, 'example').replace(/\/\*$/, ''));
}

/**
 * Renders the remote's routes at a path of each of its manifest's routes, as an admin on a wide
 * window with every API call pending, and fails on the one that draws the 404 page: the manifest promises the
 * shell and the API a page the remote does not have.
 */
export async function expectEveryPathDrawn(manifest: RouteManifest, Routes: ComponentType) {
  setWindowWidth(1280);
  const realFetch = globalThis.fetch;
  globalThis.fetch = jest.fn(() => new Promise<Response>(() => {}));
  logIn('admin', 'admin');
  try {
    for (const path of examplePaths(manifest)) {
      await act(async () => {
        renderAt(path, <Routes />);
      });
      expect({ path, notFound: screen.queryByRole('heading', { name: '404 Error' }) !== null }).toEqual({ path, notFound: false });
      cleanup();
    }
  } finally {
    logOut();
    globalThis.fetch = realFetch;
  }
}
