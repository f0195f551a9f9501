import { useLingui } from '@lingui/react';
import { EXPERTISE_AREAS } from '@contracts/catalogues/expertise-areas';
import { labelOf } from '@contracts/catalogues/catalogue';
import { LimitedBadges } from './limited-badges';

/** The labels of expertise-area codes in the active language ('3d_animation' → '3D Animation', 'Animación 3D'). */
export function expertiseLabels(codes: string[]): string[] {
  return codes.map((code) => labelOf(EXPERTISE_AREAS, code));
}

/** Expertise areas as badges, all of them or up to `limit` then '+N'. */
export function ExpertiseAreaList({ codes, limit = Infinity }: { codes: string[]; limit?: number }) {
  useLingui(); // the labels are written again when the language changes
  if (codes.length === 0) return <p className="text-sm text-muted-foreground">Sin áreas de especialidad</p>;
  return <LimitedBadges items={expertiseLabels(codes)} limit={limit} label="Áreas de especialidad" />;
}
