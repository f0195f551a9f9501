import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/page-header';
import { IdeaBoard } from '@/features/ideas/components/idea-board-page';

/** /ideas: the idea board, for every role; staff also move ideas and answer them. */
export function IdeasPage() {
  const { t } = useLingui();
  return (
    <section>
      <PageHeader
        title={t`Idea Board`}
        description={t`Las ideas más votadas se consideran primero: aquí ves en qué estado está cada una y qué respondió la escuela.`}
      />
      <IdeaBoard />
    </section>
  );
}
