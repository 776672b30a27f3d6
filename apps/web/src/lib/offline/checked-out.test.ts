import { afterEach, describe, expect, it } from 'vitest';
import { BCR_CONTRACTS, BCR_SECTION_SAVE_CONTRACTS, WORK_CONTRACTS } from '@driller/domain';
import { checkedOutWorkOf, isCheckedOutHere, setCheckedOutHere } from './checked-out';
import { setOfflineOwner } from './offline-owner';

afterEach(() => {
  localStorage.clear();
  setOfflineOwner(null);
});

describe('works checked out to this browser', () => {
  it('are kept per signed-in user: another user on the same browser does not edit the copy', () => {
    setOfflineOwner('driller-a');
    setCheckedOutHere(41, true);
    expect(isCheckedOutHere(41)).toBe(true);
    setOfflineOwner('driller-b');
    expect(isCheckedOutHere(41)).toBe(false);
    setOfflineOwner('driller-a');
    setCheckedOutHere(41, false);
    expect(isCheckedOutHere(41)).toBe(false);
  });

  it('with nobody signed in, nothing is checked out', () => {
    setCheckedOutHere(41, true);
    expect(isCheckedOutHere(41)).toBe(false);
  });

  it('a corrupt entry in local storage reads as nothing checked out', () => {
    setOfflineOwner('driller-a');
    localStorage.setItem('driller.checkedOut', '{not json');
    expect(isCheckedOutHere(41)).toBe(false);
  });
});

describe('checkedOutWorkOf: the BCR calls the copy on this device answers', () => {
  it('the load, the section saves, the whole-report save and the submit of a checked-out work', () => {
    setOfflineOwner('driller-a');
    setCheckedOutHere(41, true);
    expect(checkedOutWorkOf(BCR_CONTRACTS.load.path, { params: { formAId: 41 } })).toBe(41);
    expect(checkedOutWorkOf(BCR_SECTION_SAVE_CONTRACTS.lithology.path, { body: { formAId: 41 } })).toBe(41);
    expect(checkedOutWorkOf(BCR_CONTRACTS.saveWholeReport.path, { body: { formAId: 41 } })).toBe(41);
    expect(checkedOutWorkOf(BCR_CONTRACTS.submit.path, { body: { formAId: 41 } })).toBe(41);
  });

  it('not another work, nor the work screen, which goes to the server as before', () => {
    setOfflineOwner('driller-a');
    setCheckedOutHere(41, true);
    expect(checkedOutWorkOf(BCR_CONTRACTS.load.path, { params: { formAId: 42 } })).toBeNull();
    expect(checkedOutWorkOf(WORK_CONTRACTS.load.path, { params: { id: 41 } })).toBeNull();
    expect(checkedOutWorkOf(BCR_CONTRACTS.load.path, undefined)).toBeNull();
  });
});
