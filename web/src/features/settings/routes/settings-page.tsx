import { PlaceholderPage } from '@/components/placeholder-page';

/** Placeholder: a later issue builds this screen. */
export function SettingsPage() {
  return <PlaceholderPage title="Settings" description="Preferencias de la plataforma." />;
}
