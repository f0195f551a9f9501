import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useId } from 'react';
import { CV_PERIODS, CV_SECTIONS, type CvPeriod, type CvSection } from '@contracts/cv';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { CvChoice } from '../api/cv';

const PERIOD_LABELS: Record<CvPeriod, MessageDescriptor> = {
  all: msg`Toda la trayectoria`,
  '5y': msg`Últimos 5 años`,
  range: msg`Un periodo a medida`,
};

/** The CV's sections, as the PDF titles them. */
export const SECTION_LABELS: Record<CvSection, MessageDescriptor> = {
  titles: msg`Titulación`,
  areas: msg`Áreas de especialidad`,
  teaching: msg`Docencia`,
  activity: msg`Actividad profesional y creativa`,
  badges: msg`Insignias`,
  credentials: msg`Credenciales de otras instituciones`,
};

export const DEFAULT_CV_CHOICE: CvChoice = {
  period: 'all',
  from: '',
  to: '',
  sections: [...CV_SECTIONS],
  verifiedOnly: false,
};

/** Whether the choice can be sent: a range has both days in order, and at least one section is chosen. */
export function cvChoiceComplete(choice: CvChoice): boolean {
  if (choice.sections.length === 0) return false;
  if (choice.period !== 'range') return true;
  return Boolean(choice.from && choice.to && choice.from <= choice.to);
}

/** The options of a CV (period, sections, verified entries only), shared by one teacher's CV and the ZIP of all. */
export function CvOptionsFields({ choice, onChange }: { choice: CvChoice; onChange: (choice: CvChoice) => void }) {
  const { i18n } = useLingui();
  const id = useId();
  const toggle = (section: CvSection, on: boolean) =>
    onChange({
      ...choice,
      sections: CV_SECTIONS.filter((each) => (each === section ? on : choice.sections.includes(each))),
    });
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">
          <Trans>Periodo</Trans>
        </legend>
        {CV_PERIODS.map((period) => (
          <div key={period} className="flex items-center gap-2">
            <input
              type="radio"
              id={`${id}-period-${period}`}
              name={`${id}-period`}
              checked={choice.period === period}
              onChange={() => onChange({ ...choice, period })}
              className="size-4 accent-[var(--primary)] focus-visible:outline-2 focus-visible:outline-ring"
            />
            <Label htmlFor={`${id}-period-${period}`} className="font-normal">
              {i18n._(PERIOD_LABELS[period])}
            </Label>
          </div>
        ))}
        {choice.period === 'range' ? (
          <div className="grid grid-cols-2 gap-2 pl-6">
            <div className="grid gap-1">
              <Label htmlFor={`${id}-from`}>
                <Trans>Desde</Trans>
              </Label>
              <Input
                id={`${id}-from`}
                type="date"
                value={choice.from}
                onChange={(event) => onChange({ ...choice, from: event.target.value })}
              />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={`${id}-to`}>
                <Trans>Hasta</Trans>
              </Label>
              <Input
                id={`${id}-to`}
                type="date"
                value={choice.to}
                min={choice.from || undefined}
                onChange={(event) => onChange({ ...choice, to: event.target.value })}
              />
            </div>
          </div>
        ) : null}
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">
          <Trans>Secciones</Trans>
        </legend>
        {CV_SECTIONS.map((section) => (
          <div key={section} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-section-${section}`}
              checked={choice.sections.includes(section)}
              onCheckedChange={(checked) => toggle(section, checked === true)}
            />
            <Label htmlFor={`${id}-section-${section}`} className="font-normal">
              {i18n._(SECTION_LABELS[section])}
            </Label>
          </div>
        ))}
      </fieldset>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-verified`}
          checked={choice.verifiedOnly}
          onCheckedChange={(checked) => onChange({ ...choice, verifiedOnly: checked === true })}
        />
        <Label htmlFor={`${id}-verified`} className="font-normal">
          <Trans>Solo actividades verificadas</Trans>
        </Label>
      </div>
    </div>
  );
}
