import type { BadgeRecipientType } from '@contracts/catalogues/badge-types';

export interface BadgeRecipient {
  type: BadgeRecipientType;
  /** The teachers.id, students.id or users.id. */
  id: number;
  name: string;
}
