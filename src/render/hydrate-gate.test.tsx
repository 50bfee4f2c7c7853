// @vitest-environment jsdom
import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydrating } from './hydrate-gate.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let seen: boolean[] = [];
let bump = () => {};

function Probe() {
  const hydrating = useHydrating();
  const [n, setN] = useState(0);
  bump = () => setN((x) => x + 1);
  seen.push(hydrating);
  return <p>render {n}</p>;
}

afterEach(() => {
  seen = [];
  document.body.innerHTML = '';
});

describe('useHydrating', () => {
  it('is true while the component hydrates, with no second render after the hydrating commit, and false in later renders', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    seen = [];
    await act(async () => void hydrateRoot(container, <Probe />));
    expect(seen).toEqual([true]);
    await act(async () => bump());
    expect(seen).toEqual([true, false]);
  });

  it('is false from the start for a component mounted by the client', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(<Probe />));
    await act(async () => bump());
    expect(seen).toEqual([false, false]);
  });
});
