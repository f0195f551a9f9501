import { useParams } from 'react-router';
import { PlaceholderPage } from '@/components/placeholder-page';

/** Placeholder: a later issue builds this screen. */
export function CourseDetailPage() {
  const { id } = useParams();
  return <PlaceholderPage title="Course Detail" description={`Curso #${id ?? ''}`} />;
}
