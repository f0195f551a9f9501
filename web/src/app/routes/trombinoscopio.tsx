import { useLingui } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import type { DirectoryTeacher, PublicTeacher } from '@contracts/teachers';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { PortfolioCardStrip } from '@/features/portfolio/components/card-strip/portfolio-card-strip';
import { DirectoryList } from '@/features/teachers/components/directory/directory-list';
import { lazyPartOrNotice } from '@/components/load-failed-notice';
import { loadOnIntent } from '@/lib/load-when-idle';

// The profile dialog (its tabs, badges and portfolio) is not part of the directory's first screen: its code is
// fetched as soon as the person points at, touches or focuses the directory (a head start on the click that opens it),
// and the dialog is drawn from its first opening. Fetched when the browser was idle instead, its evaluation was one of
// the longest tasks after the directory's first paint on a phone, for a dialog the person may never open.
const loadProfileDialog = loadOnIntent(() => import('./trombinoscopio-profile-dialog'));
const TrombinoscopioProfileDialog = lazyPartOrNotice(() =>
  import('./trombinoscopio-profile-dialog').then((m) => m.TrombinoscopioProfileDialog),
);

/** A directory teacher's strip of portfolio thumbnails: the list answers DirectoryTeacher (`portfolio_preview`). */
const previewOf = (teacher: PublicTeacher) => (teacher as DirectoryTeacher).portfolio_preview;

/**
 * /trombinoscopio (spec §2.14): the teachers' photo directory, searchable by name or expertise area; each card shows
 * up to three of the teacher's works, and the profile dialog their portfolio (issue 26).
 */
export function TrombinoscopioPage() {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  // The last teacher stays after closing, so the dialog keeps its content while it fades out.
  const [profile, setProfile] = useState<{ open: boolean; teacher: PublicTeacher | null }>({
    open: false,
    teacher: null,
  });
  return (
    <section onPointerOver={loadProfileDialog} onTouchStart={loadProfileDialog} onFocus={loadProfileDialog}>
      <PageHeader title={t`Trombinoscopio`} description={t`Directorio de fotos de los profesores.`} />
      {/* The placeholder fits a 390 px phone whole; the field's name says the rest. */}
      <SearchInput
        label={t`Buscar por nombre o área de especialidad`}
        placeholder={t`Nombre o área de especialidad`}
        onSearch={setQuery}
        className="mb-6"
      />
      <DirectoryList
        query={query}
        onOpen={(teacher) => setProfile({ open: true, teacher })}
        renderExtra={(teacher) => (
          <PortfolioCardStrip teacherId={teacher.id} teacherName={teacher.full_name} preview={previewOf(teacher)} />
        )}
      />
      {profile.teacher ? (
        <Suspense fallback={null}>
          <TrombinoscopioProfileDialog
            open={profile.open}
            teacher={profile.teacher}
            onClose={() => setProfile((current) => ({ ...current, open: false }))}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
