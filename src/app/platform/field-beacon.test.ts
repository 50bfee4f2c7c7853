// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createFieldBeacon } from './field-beacon.ts';

let sent: { url: string; body: unknown }[];
let page: string;
// a document of each test's own: an earlier test's beacon never hears this one's visibility changes
let doc: Document;
const beacon = () =>
  createFieldBeacon({
    page: () => page,
    root: doc,
    send: (url, body) => {
      sent.push({ url, body: JSON.parse(body) as unknown });
      return true;
    },
  });
const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(doc, 'visibilityState', { value: state, configurable: true });
  doc.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  sent = [];
  page = '/';
  doc = document.implementation.createHTMLDocument();
});

describe('createFieldBeacon', () => {
  it('sends the vitals and the compliance elements of a page view in one beacon as the page is hidden, after the observers’ last look', () => {
    const b = beacon();
    b.figure('LCP', 1200);
    b.figure('LCP', 1300);
    b.figure('TTFB', 90);
    b.onHide(() => b.elements('/', [{ element: 'rg-link', rendered: true, visible: true }]));
    setVisibility('hidden');
    expect(sent).toEqual([
      {
        url: '/__vitals',
        body: {
          page: '/',
          metrics: [
            { name: 'LCP', value: 1300 },
            { name: 'TTFB', value: 90 },
          ],
          elements: [{ element: 'rg-link', rendered: true, visible: true }],
        },
      },
    ]);
  });

  it('sends nothing with nothing kept, and only what came since the last beacon when the page is hidden again', () => {
    const b = beacon();
    setVisibility('hidden');
    expect(sent).toEqual([]);
    b.figure('INP', 80);
    setVisibility('hidden');
    setVisibility('visible');
    b.figure('CLS', 0.02);
    setVisibility('hidden');
    expect(sent.map((s) => s.body)).toEqual([
      { page: '/', metrics: [{ name: 'INP', value: 80 }] },
      { page: '/', metrics: [{ name: 'CLS', value: 0.02 }] },
    ]);
  });

  it('sends at a client navigation under the page view the elements end, with the figures kept so far', () => {
    const b = beacon();
    b.figure('LCP', 900);
    b.elements('/slots', [{ element: 'licence-statement', rendered: true, visible: false }]);
    page = '/vip';
    b.send();
    b.elements('/vip', []);
    b.send();
    expect(sent.map((s) => s.body)).toEqual([
      { page: '/slots', metrics: [{ name: 'LCP', value: 900 }], elements: [{ element: 'licence-statement', rendered: true, visible: false }] },
    ]);
  });
});
