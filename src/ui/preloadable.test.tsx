import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable.ts';

const Greeting = ({ name }: { name: string }) => <p>hello {name}</p>;

describe('a preloadable component', () => {
  it('suspends before its chunk is there, like lazy', () => {
    const { component: View } = preloadable(() => Promise.resolve(Greeting));
    expect(
      renderToString(
        <Suspense fallback={<i>wait</i>}>
          <View name="ann" />
        </Suspense>,
      ),
    ).toContain('wait');
  });

  it('renders in place once preloaded: a synchronous render has its text', async () => {
    const view = preloadable(() => Promise.resolve(Greeting));
    await view.preload();
    const html = renderToString(
      <Suspense fallback={<i>wait</i>}>
        <view.component name="ann" />
      </Suspense>,
    );
    expect(html).toContain('hello <!-- -->ann');
    expect(html).not.toContain('wait');
  });
});
