import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { AcademicTitlesList } from '@/components/academic-titles-list';
import { lazyPartOrNotice } from '@/components/load-failed-notice';
import { OnFirstOpen } from '@/components/on-first-open';
import { GenerateCvButton } from '@/features/cv/components/cv-buttons';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { RecipientBadges } from '@/features/badges/components/recipient-badges';
import { useRefreshOwnDocumentsAfter } from '@/features/documents/api/refresh-own-documents';
import { ownProfileQueryOptions } from '@/features/teachers/api/teacher-profile';
import { ProfilePersonalTab } from '@/features/teachers/components/profile/profile-personal-tab';
import { ProfileSideCard } from '@/features/teachers/components/profile/profile-side-card';
import { codeWithTexts } from '@/lib/i18n';
import { loadOnIntent } from '@/lib/load-when-idle';

// What the first screen does not show (the other tabs' panels: the portfolio editor with its drag and drop, the
// external credentials; the self-edit dialog) loads at the first sign of use (pointing at, touching or focusing the
// tabs or 'Editar Perfil') and is drawn when chosen.
// Each with its feature's texts: the first render shows none of them.
const loadExternalCredentials = codeWithTexts(
  ['external-credentials'],
  () => import('@/features/external-credentials/components/external-credentials-section'),
);
const loadPortfolioEditor = codeWithTexts(
  ['portfolio'],
  () => import('@/features/portfolio/components/editor/portfolio-editor'),
);
const loadActivityTab = codeWithTexts(['activity'], () => import('@/features/activity/components/activity-tab'));
const loadPublicPageSection = codeWithTexts(
  ['public-pages'],
  () => import('@/features/public-pages/components/public-page-section'),
);
const loadTeacherFormDialog = () => import('@/features/teachers/components/teacher-form/teacher-form-dialog');
const ExternalCredentialsSection = lazyPartOrNotice(() =>
  loadExternalCredentials().then((m) => m.ExternalCredentialsSection),
);
const ActivityTab = lazyPartOrNotice(() => loadActivityTab().then((m) => m.ActivityTab));
const PublicPageSection = lazyPartOrNotice(() => loadPublicPageSection().then((m) => m.PublicPageSection));
const PortfolioEditor = lazyPartOrNotice(() => loadPortfolioEditor().then((m) => m.PortfolioEditor));
const TeacherFormDialog = lazyPartOrNotice(() => loadTeacherFormDialog().then((m) => m.TeacherFormDialog));
const prefetchTabs = loadOnIntent(() =>
  Promise.all([loadExternalCredentials(), loadPortfolioEditor(), loadActivityTab(), loadPublicPageSection()]),
);
const prefetchForm = loadOnIntent(loadTeacherFormDialog);

function PanelLoading() {
  const { t } = useLingui();
  return <Spinner label={t`Cargando`} className="justify-center py-10" />;
}

/**
 * /teacher/profile (spec §2.13): 'Mi Perfil', the self-edit dialog, tabs (with 'Credenciales externas', issue 25, and
 * 'Portafolio', issue 26, and
 * 'Actividad', issue 45) and the side card; polled every 10 s.
 */
export function TeacherProfilePage() {
  const { t } = useLingui();
  const profile = useQuery(ownProfileQueryOptions());
  useRefreshOwnDocumentsAfter(profile.dataUpdatedAt);
  const [editing, setEditing] = useState(false);
  const navigate = useNavigate();
  // 'Documentos' opens /teacher/documents: it is never the selected tab, which would name a panel that is not there.
  const [tab, setTab] = useState('personal');
  const onTabChange = (value: string) => {
    if (value === 'documents') navigate('/teacher/documents');
    else setTab(value);
  };

  return (
    <section>
      <PageHeader
        title={t`Mi Perfil`}
        description={t`Tu información personal y académica.`}
        actions={
          profile.data ? (
            <>
              <GenerateCvButton teacherId={profile.data.id} />
              <Button
                onClick={() => setEditing(true)}
                onPointerOver={prefetchForm}
                onTouchStart={prefetchForm}
                onFocus={prefetchForm}
              >
                <Pencil aria-hidden="true" />
                <Trans>Editar Perfil</Trans>
              </Button>
            </>
          ) : null
        }
      />
      {profile.isPending ? (
        <div role="status" aria-label={t`Cargando perfil`} className="grid gap-4 lg:grid-cols-3">
          <Skeleton className="h-80" />
          <Skeleton className="h-80 lg:col-span-2" />
        </div>
      ) : profile.isError ? (
        <Card>
          <CardContent role="alert" className="p-10 text-center">
            <p className="font-medium">
              <Trans>Error al cargar el perfil</Trans>
            </p>
          </CardContent>
        </Card>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <ProfileSideCard teacher={profile.data} />
          <Tabs value={tab} onValueChange={onTabChange} className="lg:col-span-2">
            <TabsList
              className="grid h-auto w-full grid-cols-1 sm:grid-cols-2 xl:grid-cols-3"
              onPointerOver={prefetchTabs}
              onTouchStart={prefetchTabs}
              onFocus={prefetchTabs}
            >
              <TabsTrigger value="personal">
                <Trans>Información Personal</Trans>
              </TabsTrigger>
              <TabsTrigger value="academic">
                <Trans>Información Académica</Trans>
              </TabsTrigger>
              <TabsTrigger value="external-credentials">
                <Trans>Credenciales externas</Trans>
              </TabsTrigger>
              <TabsTrigger value="portfolio">
                <Trans>Portafolio</Trans>
              </TabsTrigger>
              <TabsTrigger value="activity">
                <Trans>Actividad</Trans>
              </TabsTrigger>
              <TabsTrigger value="public-page">
                <Trans>Página pública</Trans>
              </TabsTrigger>
              <TabsTrigger value="documents">
                <Trans>Documentos</Trans>
              </TabsTrigger>
            </TabsList>
            <Card className="mt-3">
              <CardContent className="pt-6">
                <TabsContent value="personal" className="mt-0">
                  <ProfilePersonalTab
                    teacher={profile.data}
                    badges={<RecipientBadges type="teacher" id={profile.data.id} />}
                  />
                </TabsContent>
                <TabsContent value="academic" className="mt-0">
                  <AcademicTitlesList
                    titles={profile.data.academic_titles}
                    descriptions={profile.data.academic_title_descriptions}
                  />
                </TabsContent>
                <TabsContent value="external-credentials" className="mt-0">
                  <Suspense fallback={<PanelLoading />}>
                    <ExternalCredentialsSection teacherId={profile.data.id} />
                  </Suspense>
                </TabsContent>
                <TabsContent value="portfolio" className="mt-0">
                  <Suspense fallback={<PanelLoading />}>
                    <PortfolioEditor teacherId={profile.data.id} />
                  </Suspense>
                </TabsContent>
                <TabsContent value="activity" className="mt-0">
                  <Suspense fallback={<PanelLoading />}>
                    <ActivityTab teacherId={profile.data.id} mode="own" />
                  </Suspense>
                </TabsContent>
                <TabsContent value="public-page" className="mt-0">
                  <Suspense fallback={<PanelLoading />}>
                    <PublicPageSection teacherId={profile.data.id} />
                  </Suspense>
                </TabsContent>
              </CardContent>
            </Card>
          </Tabs>
          <OnFirstOpen open={editing}>
            <TeacherFormDialog mode="self" teacher={profile.data} open={editing} onOpenChange={setEditing} />
          </OnFirstOpen>
        </div>
      )}
    </section>
  );
}
