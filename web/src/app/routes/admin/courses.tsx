import { PlaceholderPage } from '@/components/placeholder-page';

/** Placeholder: a later issue builds this screen. */
export function CoursesPage() {
  return <PlaceholderPage title="Course Management" description="Administra los cursos y sus badges." />;
}
