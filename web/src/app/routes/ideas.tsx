import { PageHeader } from '@/components/page-header';
import { IdeaBoard } from '@/features/ideas/components/idea-board-page';

/** /ideas: the idea board, for every role; staff also move ideas and answer them. */
export function IdeasPage() {
  return (
    <section>
      <PageHeader
        title="Idea Board"
        titleLang="en"
        description="Las ideas más votadas se consideran primero: aquí ves en qué estado está cada una y qué respondió la escuela."
      />
      <IdeaBoard />
    </section>
  );
}
