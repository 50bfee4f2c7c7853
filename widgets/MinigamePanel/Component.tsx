import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { useSessionReady } from '../../src/session/Guard.tsx';
import { LoginEntry } from '../../src/session/LoginEntry.tsx';
import { useIntl, useT } from '../../src/i18n/IntlContext.tsx';
import { formatAmount } from '../../src/lib/trim-number.ts';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import { useSession } from '../../src/state/session.ts';
import { Icon } from '../../src/ui/Icon.tsx';
import * as icons from '../../src/ui/icons.ts';
import { useReducedMotion } from '../../src/viewport/use-reduced-motion.ts';
import type { MinigamePanelProps } from './schema.ts';
import { segmentCentre, segmentPath, targetRotation } from './wheel.ts';
import { numberFormat } from '../../src/lib/intl-cache.ts';

const SIZE = 280;
const C = SIZE / 2;

function Balances() {
  const t = useT();
  const { intl } = useIntl();
  const ready = useSessionReady();
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const { frozen_token, token_balance } = useSession((s) => s.minigame);
  if (!ready) {
    return (
      <p className="w-minigame__state" role="status">
        {t('ui.checkingSession')}
      </p>
    );
  }
  if (!isAuthenticated) {
    return (
      <div className="w-minigame__login">
        <p>{t('ui.minigame.loginPrompt')}</p>
        <LoginEntry className="btn btn--primary">{t('ui.minigame.loginToPlay')}</LoginEntry>
      </div>
    );
  }
  // §9 shows zero as empty; a balance tile says 0 instead of looking broken.
  const show = (v: number) => formatAmount(v, intl.locale) || '0';
  return (
    <dl className="w-minigame__balances">
      <div className="w-minigame__balance">
        <dt>{t('ui.minigame.rewardTokens')}</dt>
        <dd data-testid="minigame-frozen">{show(frozen_token)}</dd>
        <dd className="w-minigame__hint">{t('ui.minigame.rewardTokensHint')}</dd>
      </div>
      <div className="w-minigame__balance">
        <dt>{t('ui.minigame.tokenBalance')}</dt>
        <dd data-testid="minigame-balance">{show(token_balance)}</dd>
      </div>
    </dl>
  );
}

/**
 * The /minigame page: the player's reward (minigame.frozen_token) and token balance, and a lucky
 * wheel that is a demo: it picks a prize in the browser, calls no server and credits nothing.
 */
export default function MinigamePanel({ props, className }: WidgetComponentProps<MinigamePanelProps>) {
  const t = useT();
  const { intl } = useIntl();
  const headingId = useId();
  const reduced = useReducedMotion();
  const ready = useSessionReady();
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const prizes = props.prizes;
  const spinMs = props.spinMs;
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [result, setResult] = useState<number | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const number = numberFormat(intl.locale);
  const spin = () => {
    const index = Math.floor(Math.random() * prizes.length);
    setRotation((r) => targetRotation(r, index, prizes.length));
    setSpinning(true);
    setResult(null);
    timer.current = window.setTimeout(
      () => {
        setSpinning(false);
        setResult(prizes[index] ?? null);
      },
      reduced ? 0 : spinMs,
    );
  };

  return (
    <section className={`w-minigame ${className}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="w-minigame__title">
        {t(props.title)}
      </h2>
      <Balances />
      <div className="w-minigame__stage">
        <div className="w-minigame__wheel-wrap">
          <span className="w-minigame__pointer" aria-hidden="true" />
          <svg
            className="w-minigame__wheel"
            viewBox={`0 0 ${SIZE} ${SIZE}`}
            width={SIZE}
            height={SIZE}
            role="img"
            aria-label={t('ui.minigame.wheelLabel', { count: prizes.length, prizes: prizes.map((p) => number.format(p)).join(', ') })}
          >
            <g className="w-minigame__rotor" style={{ transform: `rotate(${rotation}deg)`, '--spin-ms': `${reduced ? 0 : spinMs}ms` } as CSSProperties}>
              {prizes.map((prize, i) => (
                <g key={i}>
                  <path className={`w-minigame__segment w-minigame__segment--${i % 2 ? 'b' : 'a'}`} d={segmentPath(i, prizes.length, C, C - 6)} />
                  <text className="w-minigame__label" x={C} y={34} transform={`rotate(${segmentCentre(i, prizes.length)} ${C} ${C})`} textAnchor="middle">
                    {number.format(prize)}
                  </text>
                </g>
              ))}
              <circle cx={C} cy={C} r={C - 6} className="w-minigame__rim" />
            </g>
            <circle cx={C} cy={C} r={26} className="w-minigame__hub" />
          </svg>
        </div>
        <div className="w-minigame__play">
          <p className="w-minigame__notice">
            <Icon path={icons.gift} size={18} />
            {t('ui.minigame.demoNotice')}
          </p>
          {ready && !isAuthenticated ? (
            <LoginEntry className="btn btn--primary btn--block">{t('ui.minigame.loginToPlay')}</LoginEntry>
          ) : (
            <button type="button" className="btn btn--primary btn--block" onClick={spin} disabled={!ready || spinning}>
              {t(spinning ? 'ui.minigame.spinning' : 'ui.minigame.spin')}
            </button>
          )}
          <p className="w-minigame__result" aria-live="polite">
            {result !== null ? t('ui.minigame.result', { prize: number.format(result) }) : ''}
          </p>
        </div>
      </div>
    </section>
  );
}
