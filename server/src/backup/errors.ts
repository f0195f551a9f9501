/** A refusal or failure of a backup or a restore, worded for the person who ran the command. */
export class BackupError extends Error {
  override readonly name = 'BackupError';
}
