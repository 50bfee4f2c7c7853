import { describe, expect, it } from 'vitest';
import { EditRefused } from './errors.ts';
import { JsonText } from './json-text.ts';

describe('JsonText', () => {
  it("sets, inserts and removes keeping every other byte and the file's indentation", () => {
    const text = '{\n\t"a": 1,\n\t"list": [\n\t\t1,\n\t\t3\n\t]\n}\n';
    const t = new JsonText(text, 'x.json');
    t.insert('/list', 1, 2);
    t.set('/b/c', true);
    expect(t.toString()).toBe('{\n\t"a": 1,\n\t"list": [\n\t\t1,\n\t\t2,\n\t\t3\n\t],\n\t"b": {\n\t\t"c": true\n\t}\n}\n');
    t.removeAndPrune('/b/c');
    t.remove('/list/1');
    expect(t.toString()).toBe(text);
  });

  it('puts a new member after the one named', () => {
    const t = new JsonText('{\n  "widget": "Hero",\n  "props": {}\n}', 'x.json');
    t.set('/id', 'hero', 'widget');
    expect(t.toString()).toBe('{\n  "widget": "Hero",\n  "id": "hero",\n  "props": {}\n}');
  });

  it('prunes the objects and lists an removal empties, up to the document', () => {
    const t = new JsonText('{"k": 1, "p": {"s": {"home": [{"remove": "x"}]}}}', 'x.json');
    t.removeAndPrune('/p/s/home/0');
    expect(JSON.parse(t.toString())).toEqual({ k: 1 });
  });

  it('refuses a file that does not parse', () => {
    expect(() => new JsonText('{ "a": ', 'templates/x.json')).toThrow(EditRefused);
  });
});
