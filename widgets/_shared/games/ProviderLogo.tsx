import { useState } from 'react';
import { logoCodes, providerLogoUrl } from '../../../src/lib/providers.ts';

/** A provider's logo by the §3 logo-code table: each code is tried in turn, then the code as text. */
export function ProviderLogo({ provider, width = 80, height = 32 }: { provider: string; width?: number; height?: number }) {
  const codes = logoCodes(provider);
  const [attempt, setAttempt] = useState(0);
  const code = codes[attempt];
  if (code === undefined) return <span className="w-provider-logo w-provider-logo--text">{provider}</span>;
  return (
    <img
      key={code}
      className="w-provider-logo"
      src={providerLogoUrl(code)}
      alt={provider}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={() => setAttempt((n) => n + 1)}
    />
  );
}
