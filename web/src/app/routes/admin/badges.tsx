import { PlaceholderPage } from '@/components/placeholder-page';

/** Placeholder: a later issue builds this screen. */
export function BadgesPage() {
  return <PlaceholderPage title="Badge Management" description="Crea y asigna badges." />;
}
