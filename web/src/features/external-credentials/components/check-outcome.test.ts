import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../locales/en.po';
import { messages as es } from '../locales/es.po';
import {
  CREDENTIAL_CHECK_IDS,
  CREDENTIAL_CHECK_OUTCOMES,
  EXTERNAL_CREDENTIAL_MESSAGES,
  EXTERNAL_CREDENTIAL_VERDICTS,
  type CredentialCheck,
} from '@contracts/external-credentials';
import { ApiError } from '@/lib/api-client';
import {
  CHECK_LABELS,
  fileRejectionMessage,
  OUTCOME_LOOKS,
  orderedChecks,
  outcomeWords,
  uploadErrorMessage,
  verdictText,
} from './check-outcome';

i18n.load({ es, en });
i18n.activate('es');

const check = (id: CredentialCheck['id'], outcome: CredentialCheck['outcome'] = 'passed'): CredentialCheck => ({
  id,
  outcome,
  message: `${id} ${outcome}`,
});

describe('the outcome of each check in words and icon', () => {
  it('names every check the contract knows, and every outcome with its own words and icon', () => {
    for (const id of CREDENTIAL_CHECK_IDS) expect(i18n._(CHECK_LABELS[id])).toMatch(/\S/);
    const words = CREDENTIAL_CHECK_OUTCOMES.map((outcome) => i18n._(OUTCOME_LOOKS[outcome].words));
    const icons = CREDENTIAL_CHECK_OUTCOMES.map((outcome) => OUTCOME_LOOKS[outcome].icon);
    expect(new Set(words).size).toBe(CREDENTIAL_CHECK_OUTCOMES.length);
    expect(new Set(icons).size).toBe(CREDENTIAL_CHECK_OUTCOMES.length);
  });

  it('says a failure and a check that could not be made apart from a pass', () => {
    expect(i18n._(OUTCOME_LOOKS.passed.words)).toBe('Correcto');
    expect(i18n._(OUTCOME_LOOKS.failed.words)).toBe('Falló');
    expect(i18n._(OUTCOME_LOOKS.unknown.words)).toBe('No se pudo comprobar');
    expect(i18n._(OUTCOME_LOOKS.not_applicable.words)).toBe('No aplica');
    expect(OUTCOME_LOOKS.failed.className).toContain('destructive');
    expect(OUTCOME_LOOKS.passed.className).toContain('emerald');
  });

  it('lists the checks in a wallet order whatever order the server sent', () => {
    const sent = [
      check('status', 'unknown'),
      check('holder'),
      check('dates'),
      check('issuer', 'failed'),
      check('signature', 'failed'),
      check('format'),
    ];
    expect(orderedChecks(sent).map((item) => item.id)).toEqual([
      'format',
      'signature',
      'issuer',
      'holder',
      'dates',
      'status',
    ]);
    // The list it was given stays as it was.
    expect(sent[0]!.id).toBe('status');
  });

  it('puts a check it does not know last rather than dropping it', () => {
    const unknown = { id: 'witness', outcome: 'passed', message: '' } as unknown as CredentialCheck;
    expect(orderedChecks([unknown, check('signature')]).map((item) => item.id)).toEqual(['signature', 'witness']);
  });

  it('reads the verdict as the record shows it: only every check passed is verified', () => {
    expect(i18n._(verdictText('verified'))).toBe('Verificada');
    expect(i18n._(verdictText('not_verified'))).toBe('No verificada');
    expect(i18n._(verdictText('pending_review'))).toBe('Pendiente de revisión');
    expect(i18n._(verdictText('accepted'))).toBe('Aceptada por el personal');
    expect(i18n._(verdictText('rejected'))).toBe('Rechazada');
    for (const verdict of EXTERNAL_CREDENTIAL_VERDICTS.filter((one) => one !== 'verified'))
      expect(i18n._(verdictText(verdict))).not.toMatch(/^Verificada/);
  });

  it("says an issuer not on the list is 'No reconocido' and a holder not matched 'No confirmado', not forged", () => {
    expect(i18n._(outcomeWords({ id: 'issuer', outcome: 'failed' }))).toBe('No reconocido');
    expect(i18n._(outcomeWords({ id: 'holder', outcome: 'failed' }))).toBe('No confirmado');
    expect(i18n._(outcomeWords({ id: 'signature', outcome: 'failed' }))).toBe('Falló');
    expect(i18n._(outcomeWords({ id: 'issuer', outcome: 'passed' }))).toBe('Correcto');
  });
});

describe('errors of an upload in plain words', () => {
  it("gives the server's message (file type, no credential, a full record)", () => {
    const refused = new ApiError(
      422,
      JSON.stringify({ code: 'VALIDATION_FAILED', message: EXTERNAL_CREDENTIAL_MESSAGES.noCredential.message }),
    );
    expect(uploadErrorMessage(refused)).toBe(EXTERNAL_CREDENTIAL_MESSAGES.noCredential.message);
  });

  it('gives the size limit for a body refused for its size, whatever the server wrote', () => {
    expect(uploadErrorMessage(new ApiError(413, '{"message":"request file too large"}'))).toBe(
      EXTERNAL_CREDENTIAL_MESSAGES.fileTooLarge.message,
    );
  });

  it('falls back to a general sentence on a network failure or a page that is not JSON', () => {
    expect(uploadErrorMessage(new TypeError('Network error'))).toBe(
      'No se pudo comprobar la credencial. Inténtalo de nuevo.',
    );
    expect(uploadErrorMessage(new ApiError(502, '<html>Bad gateway</html>'))).toBe(
      'No se pudo comprobar la credencial. Inténtalo de nuevo.',
    );
  });

  it("says why the picker refused a file, in the contract's words", () => {
    expect(fileRejectionMessage('file-invalid-type')).toBe(EXTERNAL_CREDENTIAL_MESSAGES.fileType.message);
    expect(fileRejectionMessage('file-too-large')).toBe(EXTERNAL_CREDENTIAL_MESSAGES.fileTooLarge.message);
    expect(fileRejectionMessage(undefined)).toBe(EXTERNAL_CREDENTIAL_MESSAGES.fileRequired.message);
  });
});
