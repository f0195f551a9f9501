import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { PublicTeacher } from '@contracts/teachers';
import { AcademicTitlesList } from '@/components/academic-titles-list';
import { CountryNames } from '@/components/country-names';
import { ExpertiseAreaList } from '@/components/expertise-area-list';
import { PersonPhoto } from '@/components/person-photo/person-photo';
import { SocialLinks } from '@/components/social-links';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid min-w-0 grid-cols-1 gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/** Bio, areas, countries, social links, titles and badges. */
function ProfileBlocks({
  teacher,
  renderBadges,
}: {
  teacher: PublicTeacher;
  renderBadges: (teacher: PublicTeacher) => ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div className="grid min-w-0 grid-cols-1 gap-5">
      <Block title={t`Biografía`}>
        <p className="text-sm whitespace-pre-line wrap-anywhere">{teacher.bio || t`Sin biografía.`}</p>
      </Block>
      <Block title={t`Áreas de especialidad`}>
        <ExpertiseAreaList codes={teacher.expertise_areas} />
      </Block>
      <Block title={t`Países`}>
        <CountryNames codes={teacher.countries} />
      </Block>
      <Block title={t`Redes sociales`}>
        <SocialLinks social={teacher.social_media} />
      </Block>
      <Block title={t`Títulos académicos`}>
        <AcademicTitlesList titles={teacher.academic_titles} descriptions={teacher.academic_title_descriptions} />
      </Block>
      <Block title={t`Badges`}>{renderBadges(teacher)}</Block>
    </div>
  );
}

interface TeacherProfileDialogProps {
  open: boolean;
  teacher: PublicTeacher | null;
  onClose: () => void;
  /** The teacher's badges (the badges feature's list, composed by the page). */
  renderBadges: (teacher: PublicTeacher) => ReactNode;
  /** The teacher's works (the portfolio feature's tab, composed by the page): a 'Portafolio' tab beside 'Perfil'. */
  renderPortfolio?: (teacher: PublicTeacher) => ReactNode;
  /** The teacher's activity record (the activity feature's tab, composed by the page): an 'Actividad' tab. */
  renderActivity?: (teacher: PublicTeacher) => ReactNode;
}

/**
 * The public profile of one teacher: bio, areas, countries, social links, titles and badges, and with
 * `renderPortfolio` their works in a 'Portafolio' tab, with `renderActivity` their record's visible entries in an
 * 'Actividad' tab. A long email or a bio's long word wraps inside the dialog on
 * a phone.
 */
export function TeacherProfileDialog({
  open,
  teacher,
  onClose,
  renderBadges,
  renderPortfolio,
  renderActivity,
}: TeacherProfileDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open && teacher !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent className="max-w-2xl grid-cols-1">
        {teacher ? (
          <>
            <DialogHeader className="flex-row items-center gap-4">
              <PersonPhoto
                url={teacher.profile_photo}
                size="medium"
                alt={t`Foto de ${ph({ name: teacher.full_name })}`}
                className="size-20"
                eager
              />
              <div className="grid min-w-0 gap-1">
                <DialogTitle className="break-words">{teacher.full_name}</DialogTitle>
                <DialogDescription className="wrap-anywhere">{teacher.email}</DialogDescription>
                {teacher.esarte_alumni ? (
                  <Badge variant="secondary" className="w-fit">
                    <Trans>Egresado de Esarte</Trans>
                  </Badge>
                ) : null}
              </div>
            </DialogHeader>
            {renderPortfolio || renderActivity ? (
              <Tabs defaultValue="profile" className="grid min-w-0 grid-cols-1 gap-4">
                <TabsList className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:w-fit">
                  <TabsTrigger value="profile">
                    <Trans>Perfil</Trans>
                  </TabsTrigger>
                  {renderPortfolio ? (
                    <TabsTrigger value="portfolio">
                      <Trans>Portafolio</Trans>
                    </TabsTrigger>
                  ) : null}
                  {renderActivity ? (
                    <TabsTrigger value="activity">
                      <Trans>Actividad</Trans>
                    </TabsTrigger>
                  ) : null}
                </TabsList>
                <TabsContent value="profile" className="mt-0">
                  <ProfileBlocks teacher={teacher} renderBadges={renderBadges} />
                </TabsContent>
                {renderPortfolio ? (
                  <TabsContent value="portfolio" className="mt-0">
                    {renderPortfolio(teacher)}
                  </TabsContent>
                ) : null}
                {renderActivity ? (
                  <TabsContent value="activity" className="mt-0">
                    {renderActivity(teacher)}
                  </TabsContent>
                ) : null}
              </Tabs>
            ) : (
              <ProfileBlocks teacher={teacher} renderBadges={renderBadges} />
            )}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
