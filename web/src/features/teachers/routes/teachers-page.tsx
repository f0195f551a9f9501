import { PlaceholderPage } from '@/components/placeholder-page';

/** Placeholder: a later issue builds this screen. */
export function TeachersPage() {
  return <PlaceholderPage title="Teacher Management" description="Administra los profesores de la escuela." />;
}
