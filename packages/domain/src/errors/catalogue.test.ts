import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, ERROR_CODES } from './catalogue.ts';
import { errorMessage, isApiErrorBody } from './message.ts';

describe('error catalogue', () => {
  it('has a status and a German and an English text for every code', () => {
    for (const code of ERROR_CODES) {
      const entry = ERROR_CATALOGUE[code];
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
      expect(entry.status, code).toBeLessThan(600);
      expect(entry.de.trim(), code).not.toBe('');
      expect(entry.en.trim(), code).not.toBe('');
      // Swiss German UI text: no sharp s.
      expect(entry.de, code).not.toContain('ß');
    }
  });

  it('keeps the specification wording of its messages (§5, §8)', () => {
    expect(ERROR_CATALOGUE.error_login_failed.en).toBe('Error With the Email Or Password');
    expect(ERROR_CATALOGUE.error_email_exists.en).toBe('There is another account with this email');
    expect(ERROR_CATALOGUE.error_no_package.en).toBe('There is no Package');
    expect(ERROR_CATALOGUE.error_email_invalid.en).toBe('The Email is not valid');
    expect(ERROR_CATALOGUE.error_amount_not_positive.en).toBe('The Amount Should be more then Zero');
    expect(ERROR_CATALOGUE.error_fields_required.en).toBe('All Field are required');
    expect(ERROR_CATALOGUE.error_password_mismatch.en).toBe('Please Check The password again!');
    expect(ERROR_CATALOGUE.error_contract_not_found.en).toBe('There is NO Contract with the given ID');
    expect(ERROR_CATALOGUE.error_contract_link_not_found.en).toBe('There is no Contract with the Given Link');
    expect(ERROR_CATALOGUE.error_something_wrong.en).toBe('Something is going wrong');
    expect(ERROR_CATALOGUE.error_unknown.en).toBe('Unknown Error');
    expect(ERROR_CATALOGUE.error_owner_only).toMatchObject({
      status: 403,
      en: 'Only admin can do this action',
      de: 'Nur der Inhaber kann diese Aktion ausführen',
    });
  });

  it('answers the statuses the sessions rely on: 401 signs out, 423 signs out', () => {
    expect(ERROR_CATALOGUE.error_company_inactive.status).toBe(423);
    expect(ERROR_CATALOGUE.error_user_inactive.status).toBe(423);
    expect(ERROR_CATALOGUE.error_session_inactive.status).toBe(401);
    expect(ERROR_CATALOGUE.error_unauthenticated.status).toBe(401);
  });
});

describe('errorMessage', () => {
  it('fills parameters and leaves unknown ones visible', () => {
    expect(errorMessage('error_contract_still_open', 'en', { id: 1042 })).toBe(
      'The Contract ( 1042 ) is still Open',
    );
    expect(errorMessage('error_contract_still_open', 'de', { id: 7 })).toBe(
      'Der Auftrag ( 7 ) ist noch offen',
    );
    expect(errorMessage('error_contract_still_open', 'en')).toBe('The Contract ( :id: ) is still Open');
  });

  it('defaults to German', () => {
    expect(errorMessage('error_login_failed')).toBe('E-Mail-Adresse oder Passwort ist falsch');
  });
});

describe('isApiErrorBody', () => {
  it('recognises the API error shape only with a known code', () => {
    expect(isApiErrorBody({ error: { code: 'error_csrf', message: 'x' }, requestId: 'r' })).toBe(true);
    expect(isApiErrorBody({ error: { code: 'made_up', message: 'x' } })).toBe(false);
    expect(isApiErrorBody('error')).toBe(false);
    expect(isApiErrorBody(null)).toBe(false);
  });
});
