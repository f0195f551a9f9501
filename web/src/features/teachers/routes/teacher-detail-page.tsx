import { useParams } from 'react-router';
import { PlaceholderPage } from '@/components/placeholder-page';

/** Placeholder: a later issue builds this screen. */
export function TeacherDetailPage() {
  const { id } = useParams();
  return <PlaceholderPage title="Teacher Detail" description={`Profesor #${id ?? ''}`} />;
}
