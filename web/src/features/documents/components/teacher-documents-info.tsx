import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileCheck2, Lock } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';

const ACCEPTED_TYPES = [msg`CV`, msg`Certificación`, msg`Thesis`, msg`Título`, msg`Diploma`, msg`Constancia`];

/** File formats: their names, the same in every language. */
const FORMATS = ['PDF', 'JPG', 'PNG'].join(', ');

/** The privacy note and the accepted types, formats and size of /teacher/documents (spec §2.13). */
export function TeacherDocumentsInfo() {
  const { t } = useLingui();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card className="border-primary/30 bg-primary/5">
        <CardContent className="flex gap-3 p-5">
          <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div className="grid gap-1">
            <h2 className="font-semibold">
              <Trans>Documentos privados y cifrados</Trans>
            </h2>
            <p className="text-sm text-muted-foreground">
              <Trans>Solo los administradores y tú pueden acceder a estos documentos.</Trans>
            </p>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="flex gap-3 p-5">
          <FileCheck2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <dl className="grid gap-1 text-sm">
            <div>
              <dt className="inline font-semibold">
                <Trans>Tipos aceptados:</Trans>{' '}
              </dt>
              <dd className="inline">{ACCEPTED_TYPES.map((type) => t(type)).join(', ')}</dd>
            </div>
            <div>
              <dt className="inline font-semibold">
                <Trans>Formatos:</Trans>{' '}
              </dt>
              <dd className="inline">{FORMATS}</dd>
            </div>
            <div>
              <dt className="inline font-semibold">
                <Trans>Tamaño máximo:</Trans>{' '}
              </dt>
              <dd className="inline">10MB</dd>
            </div>
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
