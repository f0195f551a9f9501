import { Trans, useLingui } from '@lingui/react/macro';
import { EXPERTISE_AREAS } from '@contracts/catalogues/expertise-areas';
import { labelOf } from '@contracts/catalogues/catalogue';
import { LimitedBadges } from './limited-badges';

/** The labels of expertise-area codes ('3d_animation' → '3D Animation'). */
export function expertiseLabels(codes: string[]): string[] {
  return codes.map((code) => labelOf(EXPERTISE_AREAS, code));
}

/** Expertise areas as badges, all of them or up to `limit` then '+N'. */
export function ExpertiseAreaList({ codes, limit = Infinity }: { codes: string[]; limit?: number }) {
  const { t } = useLingui();
  if (codes.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>Sin áreas de especialidad</Trans>
      </p>
    );
  return <LimitedBadges items={expertiseLabels(codes)} limit={limit} label={t`Áreas de especialidad`} />;
}
