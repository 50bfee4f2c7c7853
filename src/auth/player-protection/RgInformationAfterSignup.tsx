import { RgInformationDialog } from './RgInformationDialog.tsx';

/** Sign-up's last step where the regulator asks for it (MGA): the responsible-gaming information, once. Loaded only on such a site. */
export default function RgInformationAfterSignup({ onDone }: { onDone(): void }) {
  return <RgInformationDialog moment="registration" onClose={onDone} />;
}
