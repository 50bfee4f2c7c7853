// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { OPERATOR_SCRIPT, withOperatorScripts } from './operator-scripts.ts';

const page = '<!DOCTYPE html><html><head><title>t</title></head><body><div id="app"></div><script nonce="N">boot()</script></body></html>';

describe("the operator's analytics scripts in the page", () => {
  it('HEAD ones end <head>, BODY ones end <body>, in their order, each under the nonce, each section with its runner', () => {
    const html = withOperatorScripts(
      page,
      [
        { section: 'HEAD', script: 'a()' },
        { section: 'BODY', script: 'c()' },
        { section: 'HEAD', script: 'b()' },
      ],
      'N',
    );
    const held = (section: string, code: string) => `<script type="text/plain" ${OPERATOR_SCRIPT}="${section}" nonce="N">${code}</script>`;
    const head = html.slice(html.indexOf('</title>') + '</title>'.length, html.indexOf('</head>'));
    expect(head.startsWith(held('HEAD', 'a()') + held('HEAD', 'b()') + '<script nonce="N">')).toBe(true);
    const body = html.slice(html.indexOf('boot()</script>') + 'boot()</script>'.length, html.indexOf('</body>'));
    expect(body.startsWith(held('BODY', 'c()') + '<script nonce="N">')).toBe(true);
    expect(html.match(/<script nonce="N">\(function/g)).toHaveLength(2);
  });

  it('the runner runs its section in place, under the nonce, or once a prerendered page is shown', () => {
    // jsdom runs scripts in a window of its own: they mark the shared document
    const ran = (name: string) => `document.documentElement.dataset.ran = (document.documentElement.dataset.ran || '') + ${JSON.stringify(name)}`;
    const html = withOperatorScripts(
      page,
      [
        { section: 'HEAD', script: ran('a') },
        { section: 'BODY', script: ran('c') },
      ],
      'N',
    );
    const runners = [...html.matchAll(/<script nonce="N">(\(function.*?)<\/script>/g)].map((m) => m[1]!);
    const seen = () => document.documentElement.dataset.ran ?? '';
    // innerHTML runs no script: the runners run below, as the parser would run them
    document.head.innerHTML = html.slice(html.indexOf('<head>') + 6, html.indexOf('</head>'));
    document.body.innerHTML = html.slice(html.indexOf('<body>') + 6, html.indexOf('</body>')).replace('boot()', '');
    try {
      Object.defineProperty(document, 'prerendering', { configurable: true, value: true });
      runners.forEach((code) => new Function(code)());
      expect(seen(), 'a page never shown runs none').toBe('');
      Object.defineProperty(document, 'prerendering', { configurable: true, value: false });
      document.dispatchEvent(new Event('prerenderingchange'));
      expect(seen()).toBe('ac');
      expect(document.querySelectorAll(`[${OPERATOR_SCRIPT}]`)).toHaveLength(0);
      document.dispatchEvent(new Event('prerenderingchange'));
      expect(seen(), 'once').toBe('ac');
      Reflect.deleteProperty(document, 'prerendering');
      document.body.innerHTML = html.slice(html.indexOf('<body>') + 6, html.indexOf('</body>')).replace('boot()', '');
      new Function(runners[1]!)();
      expect(seen(), 'a page shown runs them at once').toBe('acc');
    } finally {
      Reflect.deleteProperty(document, 'prerendering');
      delete document.documentElement.dataset.ran;
      document.head.innerHTML = '';
      document.body.innerHTML = '';
    }
  });

  it('a script cannot end its element early or open a comment that swallows the page', () => {
    const html = withOperatorScripts(page, [{ section: 'HEAD', script: 'var s = "</SCRIPT><script>alert(1)</script><!--";' }], 'N');
    const head = html.slice(html.indexOf('<title>'), html.indexOf('</head>'));
    expect(head).toContain(`<script type="text/plain" ${OPERATOR_SCRIPT}="HEAD" nonce="N">var s = "<\\/SCRIPT><script>alert(1)<\\/script><\\!--";</script>`);
    expect(head.match(/<\/script>/g), 'the held script and its runner').toHaveLength(2);
    // the escapes are the same characters to JavaScript
    expect(new Function('return "<\\/SCRIPT><\\!--"')()).toBe('</SCRIPT><!--');
  });

  it('no scripts, no change', () => {
    expect(withOperatorScripts(page, [], 'N')).toBe(page);
  });
});
