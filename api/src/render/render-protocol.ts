import type { RenderRequest, WarmRequest } from 'shared-ui/page-document';

export type { PageRead, RenderRequest, WarmRequest } from 'shared-ui/page-document';

/** The messages between the API and a render process: a page to draw (answered with its whole document), or what to load first. */
export type ToRenderProcess = { id: number; request: RenderRequest } | { id: number; warm: WarmRequest };
export type FromRenderProcess = { id: number; html: string } | { id: number; warmed: true } | { id: number; error: string };
