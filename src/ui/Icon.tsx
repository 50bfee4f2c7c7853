/** An icon of `./icons.ts` (its path), hidden from assistive technology unless it has a label. */
export function Icon({ path, size = 20, label }: { path: string; size?: number; label?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
      focusable="false"
    >
      <path d={path} fillRule="evenodd" />
    </svg>
  );
}
