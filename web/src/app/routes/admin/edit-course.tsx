import { useParams } from 'react-router';
import { PlaceholderPage } from '@/components/placeholder-page';

/** Placeholder: a later issue builds this screen. */
export function EditCoursePage() {
  const { id } = useParams();
  return <PlaceholderPage title="Edit Course" description={`Curso #${id ?? ''}`} />;
}
