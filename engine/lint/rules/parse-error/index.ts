import { docsUrl, type Rule } from '../../types.ts';

/** Malformed JSON, reported at the position jsonc-parser found, never as a stack trace. */
export const rule: Rule = {
  meta: {
    id: 'parse-error',
    severity: 'error',
    description: 'The file is not well-formed JSON, or its top level is not an object.',
    docs: docsUrl('parse-error'),
  },
  create(context) {
    return {
      onEnd() {
        for (const file of context.project.files) {
          // a file over the byte budget was never parsed: page-budget reports it
          if (file.tooLarge) continue;
          for (const e of file.source.syntaxErrors) {
            context.report({ file, pointer: '', position: { line: e.line, column: e.column }, message: e.message });
          }
          // a file nested too deep is max-depth's to report
          if (file.source.syntaxErrors.length === 0 && file.data === undefined && !file.source.tooDeep) {
            context.report({ file, pointer: '', message: 'the top level of a config file must be an object' });
          }
        }
      },
    };
  },
};
