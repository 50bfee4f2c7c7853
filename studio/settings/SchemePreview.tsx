/** A scheme's tokens drawn as the site draws them: page, card, text, muted text and a primary button. */
export function SchemePreview({ name, scheme }: { name: string; scheme: Readonly<Record<string, unknown>> }) {
  const token = (t: string) => (typeof scheme[t] === 'string' ? scheme[t] : undefined);
  return (
    <figure
      className="studio-scheme-preview"
      aria-label={`Preview of ${name}`}
      style={{ background: token('bg'), color: token('text'), fontFamily: token('font'), padding: 12, borderRadius: token('radius') }}
    >
      <div style={{ background: token('surface'), border: `1px solid ${token('border') ?? 'transparent'}`, borderRadius: token('radius'), padding: 12 }}>
        <p style={{ margin: 0 }}>Text on surface</p>
        <p style={{ margin: '4px 0', color: token('muted') }}>Muted text</p>
        <div style={{ background: token('surface2'), padding: 6, borderRadius: token('radius') }}>
          Text on surface 2 <span style={{ color: token('accent') }}>accent</span>
        </div>
        <span
          role="presentation"
          style={{
            display: 'inline-block',
            marginTop: 8,
            background: token('primary'),
            color: token('onPrimary'),
            padding: '6px 14px',
            borderRadius: token('radius'),
          }}
        >
          Primary button
        </span>
      </div>
    </figure>
  );
}
