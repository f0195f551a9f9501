import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/page-header';
import { PublicPageQueue } from '@/features/public-pages/components/public-page-queue';

/** /admin/public-pages (staff, issue 47): the teachers' public pages waiting for approval, published, taken down. */
export function PublicPagesPage() {
  const { t } = useLingui();
  return (
    <section>
      <PageHeader
        title={t`Páginas públicas`}
        description={t`Las páginas del profesorado en el sitio público de la escuela: aprueba las que esperan y retira las que no deben verse.`}
      />
      <PublicPageQueue />
    </section>
  );
}
