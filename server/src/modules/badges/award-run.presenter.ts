import type { AwardRun, BadgeHolder } from '@contracts/badge-awards';
import type { BadgeRecipientType } from '@contracts/catalogues/badge-types';
import type { AwardRunItemRow, AwardRunRow } from './award-run.service';
import type { BadgeHolderRow } from './badge-holders.service';

/** A run's progress: done of total, the counts of each outcome, and who was skipped or failed with the reason. */
export function presentAwardRun({ run, problems }: { run: AwardRunRow; problems: AwardRunItemRow[] }): AwardRun {
  return {
    id: run.id,
    badge_id: run.badgeId,
    total: run.total,
    done: run.awarded + run.skipped + run.failed,
    awarded: run.awarded,
    skipped: run.skipped,
    failed: run.failed,
    finished: run.finishedAt !== null,
    problems: problems.map((item) => ({
      user_type: item.userType as BadgeRecipientType,
      user_id: item.userId,
      name: item.recipientName,
      outcome: item.outcome === 'skipped' ? 'skipped' : 'failed',
      reason: item.reason ?? '',
    })),
  };
}

export function presentBadgeHolder(row: BadgeHolderRow): BadgeHolder {
  return {
    award_id: row.awardId,
    user_type: row.userType,
    user_id: row.userId,
    name: row.name,
    awarded_at: row.awardedAt.toISOString(),
  };
}
