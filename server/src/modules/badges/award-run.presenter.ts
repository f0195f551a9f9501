import { BADGE_AWARD_MESSAGES, type AwardRun, type BadgeHolder } from '@contracts/badge-awards';
import type { BadgeRecipientType } from '@contracts/catalogues/badge-types';
import { translate, type Text } from '@contracts/i18n/texts';
import { ROLE_LABELS } from '@contracts/role-names';
import type { AwardRunItemRow, AwardRunRow } from './award-run.service';
import type { BadgeHolderRow } from './badge-holders.service';

/** The reasons an item keeps as their text's id (award-run.service.ts `outcomeOf`). */
const AWARD_RUN_REASONS = new Map<string, Text>(
  [
    BADGE_AWARD_MESSAGES.alreadyHeld,
    BADGE_AWARD_MESSAGES.recipientGone,
    BADGE_AWARD_MESSAGES.badgeGone,
    BADGE_AWARD_MESSAGES.failed,
  ].map((text) => [text.id, text]),
);

/** An item's reason in the reader's language; one kept in words (before the ids were) as it was kept. */
function reasonOf(reason: string | null): string {
  if (!reason) return '';
  const text = AWARD_RUN_REASONS.get(reason);
  return text ? translate(text) : reason;
}

/** An item's person: their name as read when the run was asked for, else 'Persona desconocida (…)' written now. */
function nameOf(item: AwardRunItemRow): string {
  if (item.recipientName) return item.recipientName;
  const role = ROLE_LABELS[item.userType as BadgeRecipientType];
  return translate(BADGE_AWARD_MESSAGES.unknownName, {
    type: role ? translate(role) : item.userType,
    id: item.userId,
  });
}

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
      name: nameOf(item),
      outcome: item.outcome === 'skipped' ? 'skipped' : 'failed',
      reason: reasonOf(item.reason),
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
