import { PlaceholderPage } from '@/components/placeholder-page';

/** Placeholder: a later issue builds this screen. */
export function GradesPage() {
  return <PlaceholderPage title="Grades" description="Tus calificaciones por curso y semestre." />;
}
