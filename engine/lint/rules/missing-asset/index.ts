import { join } from 'node:path';
import { docsUrl, type Rule } from '../../types.ts';
import { nodeStrings } from '../../walk.ts';

/** An absolute path to an image or media file, served from public/. */
export const ASSET_PATH = /^\/[^?#]*\.(svg|png|jpe?g|webp|gif|ico|mp4)$/i;

export const rule: Rule = {
  meta: {
    id: 'missing-asset',
    severity: 'error',
    description: 'A prop names an asset path (/….svg, .png, .jpg, .jpeg, .webp, .gif, .ico, .mp4) that does not exist under public/.',
    docs: docsUrl('missing-asset'),
  },
  create(context) {
    const { publicDir } = context.project.paths;
    const exists = new Map<string, boolean>();
    return {
      // local to the tree: nothing it reads changes with another file
      treeInputs: () => [],
      onNode(visit) {
        for (const { value, pointer } of nodeStrings(visit)) {
          if (!ASSET_PATH.test(value)) continue;
          let ok = exists.get(value);
          if (ok === undefined) exists.set(value, (ok = context.fs.exists(join(publicDir, safeDecode(value)))));
          if (!ok) context.report({ origin: visit.tree.origin, pointer, message: `asset "${value}" does not exist in public/` });
        }
      },
    };
  },
};

function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    // a malformed escape cannot name a file on disk as written; look it up verbatim
    return path;
  }
}
