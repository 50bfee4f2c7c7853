/**
 * Which values the inspector edits: "All" is the node's base `props` (every breakpoint); a breakpoint
 * writes `at.<bp>`. Radios, so the arrow keys move between them like any radio group.
 */
import { useId } from 'react';
import type { BreakpointInfo } from '../../engine/studio/contract.ts';

export interface BreakpointBarProps {
  breakpoints: readonly BreakpointInfo[];
  value: string | null;
  onChange: (name: string | null) => void;
}

export function BreakpointBar({ breakpoints, value, onChange }: BreakpointBarProps) {
  const name = useId();
  const choices: { key: string; value: string | null; label: string }[] = [
    { key: '', value: null, label: 'All' },
    ...breakpoints.map((b) => ({ key: b.name, value: b.name, label: `${b.name} (≥ ${b.min}px)` })),
  ];
  return (
    <fieldset className="breakpoint-bar">
      <legend>Edit values for</legend>
      {choices.map((c) => (
        <label key={c.key} className="breakpoint-choice">
          <input type="radio" name={name} checked={value === c.value} onChange={() => onChange(c.value)} />
          {c.label}
        </label>
      ))}
      <p className="breakpoint-note">
        {value === null
          ? 'Editing the base props: every breakpoint, unless one sets its own.'
          : `Editing at.${value}: from ${value} up, unless a wider breakpoint sets its own.`}
      </p>
    </fieldset>
  );
}
