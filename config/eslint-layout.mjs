// The front-end layout, held by lint (bulletproof-react's): in every app (the shell, each remote,
// shared-ui), src/features/<feature>/ holds api/, components/, hooks/ and utils/ only; a feature
// imports no other feature; the shared folders of an app (components/, hooks/, utils/, config/,
// state/) import no feature. Only the app's composition (src/app/, its entry files) and its tests'
// helpers (src/testing/) put features together.
import path from 'node:path';

export const FEATURE_FOLDERS = ['api', 'components', 'hooks', 'utils'];
const SHARED_FOLDERS = ['components', 'hooks', 'utils', 'config', 'state'];

/** Where a file sits in its app: the app's src folder and the path below it, or nothing outside one. */
function place(file) {
  const match = /^(.*[\\/](?:shell|shared-ui|mfe-[a-z-]+)[\\/]src)[\\/](.+)$/.exec(file);
  return match ? { src: match[1], below: match[2].split(/[\\/]/) } : undefined;
}

const featureOf = (below) => (below[0] === 'features' && below.length > 2 ? below[1] : undefined);

const rule = {
  meta: {
    type: 'problem',
    messages: {
      folder: "A feature's files sit in api/, components/, hooks/ or utils/ (src/features/{{feature}}/{{folder}} is none of them).",
      otherFeature: 'A feature imports no other feature ({{from}} imports features/{{to}}): move what both need to a shared folder of the app.',
      sharedImportsFeature: 'The shared {{folder}}/ folder imports no feature (features/{{to}}): the app composes features in src/app/.',
    },
  },
  create(context) {
    const here = place(context.filename);
    if (!here) return {};
    const feature = featureOf(here.below);
    function check(node, spec) {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = place(path.resolve(path.dirname(context.filename), spec));
      if (!target || target.src !== here.src) return;
      const to = target.below[0] === 'features' ? target.below[1] : undefined;
      if (!to) return;
      if (feature && to !== feature) context.report({ node, messageId: 'otherFeature', data: { from: `features/${feature}`, to } });
      if (!feature && SHARED_FOLDERS.includes(here.below[0])) context.report({ node, messageId: 'sharedImportsFeature', data: { folder: here.below[0], to } });
    }
    return {
      Program(node) {
        // A file right in the feature's folder (below.length 3) is in none of the four either.
        if (feature && (here.below.length === 3 || !FEATURE_FOLDERS.includes(here.below[2]))) {
          context.report({ node, messageId: 'folder', data: { feature, folder: here.below[2] } });
        }
      },
      ImportDeclaration: (node) => check(node, node.source.value),
      // A re-export or a lazy import reaches into the other feature as much as an import does.
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export const layout = { rules: { 'feature-layout': rule } };
