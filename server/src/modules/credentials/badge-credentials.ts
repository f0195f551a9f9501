import type { Tx } from '../../db/client';

/**
 * The seam between badge awards and their Open Badges 3.0 credentials (issue: badges). The badges module calls
 * these inside the transaction of the award or removal; the credentials module fills them in.
 */

/** Signs and stores the credential of one award (a user_badges row); answers the credential's id. */
export async function issueBadgeCredential(options: { tx: Tx; userBadgeId: number }): Promise<string | null> {
  void options;
  return null;
}

/** Revokes the credentials of removed awards, or of every award of a deleted badge. */
export async function revokeBadgeCredentials(options: { tx: Tx; userBadgeIds?: number[]; badgeId?: number }): Promise<void> {
  void options;
}
