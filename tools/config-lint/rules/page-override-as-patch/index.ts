import { configDirLabel } from '../../../shared/project.ts';
import { seg } from '../../../shared/json-pointer.ts';
import { smallestPatch } from '../../../shared/smallest-patch.ts';
import { editJson } from '../../fix-edits.ts';
import { docsUrl, type Rule } from '../../types.ts';
import { isRecord } from '../../../../schemas/is-record.ts';

/**
 * A template's own copy of a shared page that differs from it only in props, at values or `when`
 * of nodes with an id: node patches say the same in a few lines and keep following the shared page.
 */
export const rule: Rule = {
  meta: {
    id: 'page-override-as-patch',
    severity: 'warning',
    description: 'A template copies a shared page only to change props, at or when of some nodes; node patches by id say it without the copy.',
    docs: docsUrl('page-override-as-patch'),
  },
  create(context) {
    const { project } = context;
    const dir = configDirLabel(project);
    return {
      onFile(file) {
        if (file.kind !== 'template' || !isRecord(file.data?.['pages'])) return;
        const pages = file.data['pages'];
        const patches = file.data['patches'];
        for (const [name, page] of Object.entries(pages)) {
          const shared = project.pages.get(name);
          // a page the template already patches as well: merging the two is the operator's call
          if (!shared || !isRecord(page) || (isRecord(patches) && isRecord(patches['pages']) && name in patches['pages'])) continue;
          const patch = smallestPatch(shared.data?.['root'], page['root']);
          if (!patch || Object.keys(page).some((k) => k !== 'root')) continue;
          const ids = Object.keys(patch);
          const lastPage = Object.keys(pages).length === 1;
          const text = editJson(file.source.text, [
            { path: lastPage ? ['pages'] : ['pages', name], value: undefined },
            ...(ids.length ? [{ path: ['patches', 'pages', name], value: patch }] : []),
          ]);
          context.report({
            file,
            pointer: `/pages/${seg(name)}`,
            key: true,
            message: ids.length
              ? `page "${name}" copies ${dir}/pages/${name}.json only to change node${ids.length > 1 ? 's' : ''} ${ids.join(', ')}: patch ${ids.length > 1 ? 'them' : 'it'} by id instead (patches.pages.${name})`
              : `page "${name}" is the same as ${dir}/pages/${name}.json: remove the copy`,
            fix: { kind: 'rewrite', text, description: ids.length ? `replace the copy of page ${name} with node patches` : `remove the copy of page ${name}` },
          });
        }
      },
    };
  },
};
