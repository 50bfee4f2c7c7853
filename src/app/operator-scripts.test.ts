import { describe, expect, it } from 'vitest';
import { withOperatorScripts } from './operator-scripts.ts';

const page = '<!DOCTYPE html><html><head><title>t</title></head><body><div id="app"></div><script nonce="N">boot()</script></body></html>';

describe("the operator's analytics scripts in the page", () => {
  it('HEAD ones end <head>, BODY ones end <body>, in their order, each under the nonce', () => {
    const html = withOperatorScripts(
      page,
      [
        { section: 'HEAD', script: 'a()' },
        { section: 'BODY', script: 'c()' },
        { section: 'HEAD', script: 'b()' },
      ],
      'N',
    );
    expect(html).toBe(
      '<!DOCTYPE html><html><head><title>t</title><script nonce="N">a()</script><script nonce="N">b()</script></head>' +
        '<body><div id="app"></div><script nonce="N">boot()</script><script nonce="N">c()</script></body></html>',
    );
  });

  it('a script cannot end its element early or open a comment that swallows the page', () => {
    const html = withOperatorScripts(page, [{ section: 'HEAD', script: 'var s = "</SCRIPT><script>alert(1)</script><!--";' }], 'N');
    const head = html.slice(html.indexOf('<title>'), html.indexOf('</head>'));
    expect(head).toBe('<title>t</title><script nonce="N">var s = "<\\/SCRIPT><script>alert(1)<\\/script><\\!--";</script>');
    // the escapes are the same characters to JavaScript
    expect(new Function('return "<\\/SCRIPT><\\!--"')()).toBe('</SCRIPT><!--');
  });

  it('no scripts, no change', () => {
    expect(withOperatorScripts(page, [], 'N')).toBe(page);
  });
});
