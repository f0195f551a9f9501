import { PlaceholderPage } from '@/components/placeholder-page';

/** Placeholder: a later issue builds this screen. */
export function StudentProfilePage() {
  return <PlaceholderPage title="Student Profile" description="Tu información como estudiante." />;
}
