import { PlaceholderPage } from '@/components/placeholder-page';

/** Placeholder: a later issue builds this screen. */
export function NewCoursePage() {
  return <PlaceholderPage title="New Course" description="Crea un nuevo curso." />;
}
