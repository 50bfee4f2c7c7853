import { useState } from 'react';
import { useApi } from '../../api/context.tsx';
import { useNavigate } from '../../i18n/links.tsx';
import { useErrorHandler } from '../../session/use-error-handler.ts';
import { credentialsOf } from '../../session/use-session-actions.ts';
import { useSession } from '../../state/session.ts';
import { usePlayerQuery } from '../use-player-query.ts';
import { RgInformationDialog } from './RgInformationDialog.tsx';

/**
 * Before a player's first bet (MGA, docs/compliance.md): a game launch of a player who has not
 * acknowledged the responsible-gaming information shows it over the game until they do. The
 * acknowledgement is the backend's, per player, so it is asked once whatever the browser. Closing
 * it unacknowledged leaves the game. Loaded by the game page only on such a site.
 */
export default function FirstBetGate() {
  const api = useApi();
  const navigate = useNavigate();
  const handleError = useErrorHandler();
  const { query, update } = usePlayerQuery(
    (a, c) => a.settings.rgInformation(c),
    (res) => res.value?.acknowledged === true,
  );
  const [busy, setBusy] = useState(false);
  if (query.state !== 'ready' || query.value) return null;

  const acknowledge = async () => {
    const creds = credentialsOf(useSession.getState());
    if (!creds) return;
    setBusy(true);
    const res = await api.settings.acknowledgeRgInformation(creds);
    setBusy(false);
    if (res.statusCode === 1) update(() => true);
    else handleError(res);
  };
  return <RgInformationDialog moment="first-bet" onClose={() => navigate('/')} onAcknowledge={() => void acknowledge()} busy={busy} />;
}
