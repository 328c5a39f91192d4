import { Type } from 'typebox';

/** What happened to one version's pages: counts only, nothing of a visitor. */
export const VersionHealthSchema = Type.Object({
  pageLoads: Type.Integer({ description: 'Pages the site served with this version' }),
  loadFailures: Type.Integer({ description: "Visitors' browsers that could not load its files" }),
  renderErrors: Type.Integer({ description: "Visitors' browsers where it threw while drawing (the shell's error boundary)" }),
  serverFallbacks: Type.Integer({ description: 'Pages the server could not draw, which browsers drew instead' }),
  failureRate: Type.Number({ description: '(loadFailures + renderErrors + serverFallbacks) / pageLoads; 0 with no page loads' }),
  reasons: Type.Array(Type.Object({ reason: Type.String(), count: Type.Integer() }), {
    description: 'Why the server could not draw its pages (at most 20, each cut to 200 characters), most frequent first; each count since the reason was first kept',
  }),
});
