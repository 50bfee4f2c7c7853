import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryFs } from '../../../project/project-fs.ts';
import { MessageCatalog } from './messages.ts';

describe('MessageCatalog: message files parsed again only when their text changed', () => {
  const root = '/virtual/messages-project';
  const locales = join(root, 'locales');
  const fileOf = (lang: string) => join(locales, lang, 'ui.json');

  it('answers from each catalog’s own reading of the files, across catalogs over the same paths', () => {
    const fs = memoryFs(
      root,
      new Map([
        [fileOf('en'), '{"cat.slots": "Slots", "cat.live": "Live"}'],
        [fileOf('cn'), '{"cat.slots": "老虎机"}'],
      ]),
    );
    expect(new MessageCatalog(locales, fs).missingIn('ui.cat.live')).toEqual(['cn']);
    fs.write(fileOf('cn'), '{"cat.slots": "老虎机", "cat.live": "真人"}');
    expect(new MessageCatalog(locales, fs).missingIn('ui.cat.live')).toEqual([]);
    fs.write(fileOf('en'), 'not json');
    expect(new MessageCatalog(locales, fs).missingIn('ui.cat.slots')).toEqual(['en']);
    expect(new MessageCatalog(locales, fs).missingIn('ui.cat.slots')).toEqual(['en']);
  });
});
