import { describe, expect, it } from 'vitest';
import { DATE_FORMAT, FIELD_LIMITS, LICENCE_EXPIRY_YEARS, PAGE_SIZE, PAST_WORKS_LIMIT, REGISTER_SEARCH } from './constants';
import { ADMIN_DECIDED_MESSAGES, ADMIN_MESSAGES, adminSavingFailedMessage, confirmCompanyChangeMessage } from './messages';

describe('admin message catalogue (spec 3 sections 5 and 8, verbatim)', () => {
  it.each<[keyof typeof ADMIN_MESSAGES, string]>([
    ['required', 'Required'],
    ['max100', 'Maximum allowed characters are 100'],
    ['max20', 'Maximum allowed characters are 20'],
    ['drillerNotFound', 'Driller Not found'],
    ['userNotFound', 'User Not found'],
    ['dataSaved', 'Data saved successfully'],
    ['dataSaveError', 'Error in saving data'],
    ['companySaved', 'Company data submitted successfully'],
    ['noDrillersAssigned', 'No drillers assigned to the selected company.'],
    ['confirmRemoveDriller', 'Do you want to remove this driller from company?'],
    ['drillerRemoved', 'Driller is removed from the company.'],
    ['userAssigned', 'User assigned to the company'],
    ['userIsAssigned', 'User is assigned to the company'],
    ['noData', 'No data found.'],
    ['pdfError', 'Error in loading file'],
    ['pdfErrorRetry', 'Error in loading file. Please try again later'],
  ])('%s', (key, text) => {
    expect(ADMIN_MESSAGES[key]).toBe(text);
  });

  it('fills the company name into the change confirmation', () => {
    expect(confirmCompanyChangeMessage('Deep Bores Pty Ltd')).toBe(
      'Are sure you want to change the drilling company Deep Bores Pty Ltd ? This will impact all your new BCR submissions. Click Ok to continue and Cancel to stop.',
    );
  });

  it('keeps decided texts apart from the spec texts', () => {
    expect(ADMIN_DECIDED_MESSAGES.pendingBcrInactive.startsWith('The Driller have pending BCR(s) submissions')).toBe(true);
    expect(ADMIN_DECIDED_MESSAGES.pastWorksNote).toContain('Past Works displays the last 100 submitted FormAs');
  });
});

describe('a failed save on the administration screens', () => {
  it("shows the server's text, else spec 3's 'Error in saving data'", () => {
    expect(adminSavingFailedMessage('Company not found')).toBe('Company not found');
    expect(adminSavingFailedMessage('  ')).toBe('Error in saving data');
    expect(adminSavingFailedMessage(null)).toBe('Error in saving data');
  });
});

describe('admin constants (spec 3 section 9)', () => {
  it('page sizes', () => {
    expect(PAGE_SIZE).toEqual({
      dashboard: 20,
      assignDrillers: 20,
      companies: 20,
      registrations: 20,
      bcrSearch: 100,
      defaultTake: 10,
    });
  });

  it('limits', () => {
    expect(PAST_WORKS_LIMIT).toBe(100);
    expect(REGISTER_SEARCH).toEqual({ minChars: 5, maxResults: 25 });
    expect(LICENCE_EXPIRY_YEARS).toBe(3);
    expect(FIELD_LIMITS).toMatchObject({ email: 100, nswLicenceNo: 7, interstateLicenceNo: 14, abnOrAcn: 20 });
    expect(DATE_FORMAT).toEqual({ date: 'dd/MM/yyyy', time: 'HH:mm:ss', dateTime: 'dd/MM/yyyy HH:mm:ss' });
  });
});
