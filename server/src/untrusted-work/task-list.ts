import { credentialInFileTask } from './tasks/credential-in-file';
import { readPeopleCsvTask } from './tasks/read-people-csv';
import { readRosterCsvTask } from './tasks/read-roster-csv';
import { renderCvTask } from './tasks/render-cv';
import { renderReviewTask } from './tasks/render-review';
import { renderReportTask } from './tasks/render-report';
import { verifyCredentialTask } from './tasks/verify-credential';

/**
 * The tasks the pool's threads run, by name: each reads untrusted bytes (or a credential parsed from them) and
 * answers plain data, which crosses to the main thread by structured clone. The main thread imports only the types.
 */
export const TASKS = {
  credentialInFile: credentialInFileTask,
  verifyCredential: verifyCredentialTask,
  readPeopleCsv: readPeopleCsvTask,
  readRosterCsv: readRosterCsvTask,
  /** Not untrusted bytes but long CPU work (a CV's PDF, decision 042): off the main thread, with the same limits. */
  renderCv: renderCvTask,
  /** A closed yearly review's PDF (issue 46): long CPU work as the CV's. */
  renderReview: renderReviewTask,
  /** The qualifications table's and the yearly activity report's PDFs (decision 043), as the CV. */
  renderReport: renderReportTask,
};

export type TaskName = keyof typeof TASKS;
export type TaskInput<Name extends TaskName> = Parameters<(typeof TASKS)[Name]>[0];
export type TaskOutput<Name extends TaskName> = Awaited<ReturnType<(typeof TASKS)[Name]>>;
