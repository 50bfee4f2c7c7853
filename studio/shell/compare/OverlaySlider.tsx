/**
 * Two pages stacked (issue 49 part 6): the top one clipped at a divider, the one under it showing
 * right of the divider. The divider moves with a labelled range input (keyboard and screen readers) or
 * by dragging on the stage.
 */
import { useId, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { clampPosition, clipAt, positionAt } from './overlay.ts';

export interface OverlaySliderProps {
  /** shown left of the divider, on top */
  over: ReactNode;
  /** shown right of the divider, under */
  under: ReactNode;
  overLabel: string;
  underLabel: string;
  /** the stage's size on screen (px) */
  width: number;
  height: number;
}

export function OverlaySlider({ over, under, overLabel, underLabel, width, height }: OverlaySliderProps) {
  const [position, setPosition] = useState(50);
  const stage = useRef<HTMLDivElement>(null);
  const id = useId();
  const follow = (event: PointerEvent<HTMLDivElement>) => {
    const box = stage.current?.getBoundingClientRect();
    if (box) setPosition(positionAt(event.clientX, box.left, box.width));
  };
  return (
    <div className="overlay-slider">
      <div
        ref={stage}
        className="overlay-stage"
        style={{ width, height }}
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture(e.pointerId);
          follow(e);
        }}
        onPointerMove={(e) => {
          if (e.buttons === 1) follow(e);
        }}
      >
        <div className="overlay-layer" data-layer="under">
          {under}
        </div>
        <div className="overlay-layer" data-layer="over" style={{ clipPath: clipAt(position) }}>
          {over}
        </div>
        <div className="overlay-divider" aria-hidden="true" style={{ left: `${position}%` }} />
      </div>
      <div className="overlay-control">
        <span className="muted small">{overLabel}</span>
        <label htmlFor={id} className="visually-hidden">
          Divider between {overLabel} (left) and {underLabel} (right)
        </label>
        <input
          id={id}
          type="range"
          min={0}
          max={100}
          step={1}
          value={position}
          aria-valuetext={`${position}% ${overLabel}, ${100 - position}% ${underLabel}`}
          onChange={(e) => setPosition(clampPosition(Number(e.target.value)))}
        />
        <span className="muted small">{underLabel}</span>
      </div>
    </div>
  );
}
