// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OverlaySlider } from './OverlaySlider.tsx';
import { clipAt, positionAt } from './overlay.ts';

afterEach(cleanup);

const layer = (name: string) => document.querySelector<HTMLElement>(`[data-layer="${name}"]`)!;

describe('the overlay slider', () => {
  it('clips the top page at the divider, which a labelled range input moves', () => {
    render(<OverlaySlider over={<p>old page</p>} under={<p>new page</p>} overLabel="r1" underLabel="r2" width={400} height={300} />);
    const divider = screen.getByRole('slider', { name: 'Divider between r1 (left) and r2 (right)' });
    expect((divider as HTMLInputElement).value).toBe('50');
    expect(layer('over').style.clipPath).toBe('inset(0 50% 0 0)');
    expect(layer('over').textContent).toBe('old page');
    expect(layer('under').textContent).toBe('new page');
    fireEvent.change(divider, { target: { value: '20' } });
    expect(layer('over').style.clipPath).toBe('inset(0 80% 0 0)');
    expect(divider.getAttribute('aria-valuetext')).toBe('20% r1, 80% r2');
    fireEvent.change(divider, { target: { value: '100' } });
    expect(layer('over').style.clipPath).toBe('inset(0 0% 0 0)');
  });

  it('keeps the divider on the stage and follows a pointer across it', () => {
    expect(clipAt(-5)).toBe('inset(0 100% 0 0)');
    expect(clipAt(140)).toBe('inset(0 0% 0 0)');
    expect(positionAt(150, 100, 200)).toBe(25);
    expect(positionAt(50, 100, 200)).toBe(0);
    expect(positionAt(500, 100, 200)).toBe(100);
    expect(positionAt(150, 100, 0)).toBe(50);
  });
});
