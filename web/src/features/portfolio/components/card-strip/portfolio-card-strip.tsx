import { useLingui } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import type { PortfolioPreview } from '@contracts/portfolio';
import { useProtectedImage } from '@/components/person-photo/use-protected-image';
import { stripWorks, thumbnailLabel } from './strip-works';
import { lazyPartOrNotice } from '@/components/load-failed-notice';
import { loadOnIntent } from '@/lib/load-when-idle';

// The viewer (a dialog, with its focus trap and scroll lock) is no part of the directory's first screen: its code is
// fetched when the person points at, touches or focuses a strip, a head start on the click that opens it.
const loadViewer = () => import('../viewer/teacher-portfolio-viewer');
const TeacherPortfolioViewer = lazyPartOrNotice(() => loadViewer().then((m) => m.TeacherPortfolioViewer));
const prefetchViewer = loadOnIntent(loadViewer);

/**
 * One thumbnail: a fixed 56 px square (nothing moves when the image comes), its image loaded through the api client
 * once near the screen, from the cache after that (the URL is versioned).
 */
function Thumbnail({ work, onOpen }: { work: PortfolioPreview[number]; onOpen: () => void }) {
  const image = useProtectedImage(work.small_url);
  return (
    <button
      type="button"
      aria-label={thumbnailLabel(work.title)}
      onClick={onOpen}
      className="relative z-10 block size-14 shrink-0 overflow-hidden rounded-md border bg-muted outline-offset-2 focus-visible:outline-2 focus-visible:outline-ring"
    >
      <img
        key={work.small_url}
        ref={image}
        alt={work.title}
        width={56}
        height={56}
        className="size-full object-cover opacity-0 data-loaded:opacity-100"
      />
    </button>
  );
}

interface PortfolioCardStripProps {
  teacherId: number;
  teacherName: string;
  /** The directory's `portfolio_preview` of the teacher. */
  preview: PortfolioPreview | null | undefined;
}

/**
 * Up to three of a teacher's works on their Trombinoscopio card, each a button that opens the viewer on it (the
 * viewer then loads the teacher's portfolio to move through). Nothing at all when the teacher shows no work.
 */
export function PortfolioCardStrip({ teacherId, teacherName, preview }: PortfolioCardStripProps) {
  const { t } = useLingui();
  const [viewer, setViewer] = useState<{ open: boolean; workId: number | null }>({ open: false, workId: null });
  const works = stripWorks(preview);
  if (works.length === 0) return null;
  return (
    <>
      <ul
        aria-label={t`Obras de ${teacherName}`}
        className="flex gap-2"
        onPointerOver={prefetchViewer}
        onTouchStart={prefetchViewer}
        onFocus={prefetchViewer}
      >
        {works.map((work) => (
          <li key={work.id}>
            <Thumbnail work={work} onOpen={() => setViewer({ open: true, workId: work.id })} />
          </li>
        ))}
      </ul>
      {/* Mounted from the first opening on (and kept, so it can close with its animation): a directory of 30 cards
          would otherwise set up 30 closed viewers on its first screen. */}
      {viewer.workId !== null ? (
        <Suspense fallback={null}>
          <TeacherPortfolioViewer
            teacherId={teacherId}
            open={viewer.open}
            onOpenChange={(open) => setViewer((current) => ({ ...current, open }))}
            workId={viewer.workId}
            onWorkChange={(workId) => setViewer((current) => ({ ...current, workId }))}
          />
        </Suspense>
      ) : null}
    </>
  );
}
