import { describe, expect, it } from 'vitest';
import { isCurrentMenuPath } from './navigation';

const at = (address: string) => {
  const url = new URL(address, 'http://portal.test');
  return { pathname: url.pathname, search: url.search };
};

describe('isCurrentMenuPath', () => {
  it.each([
    ['/Work', '/Work', true],
    ['/Work', '/Work?id=0', true],
    ['/Work', '/Work?id=abc', true],
    ['/Work', '/Work?id=12', false],
    ['/Work', '/Work?id=12&page=3', false],
    ['/Work', '/BCR?id=12', false],
    ['/Work', '/work', false],
    ['/Home', '/Home', true],
    ['/Home', '/Work?id=12', false],
    ['/ManageDriller', '/ManageDriller', true],
    ['/ManageDriller', '/ManageUser', false],
    ['/ManageDriller', '/ManageDriller?page=viewprofile', false],
    ['/ManageUser', '/ManageUser?page=viewprofile', false],
  ])('menu item %s at %s is current: %s', (path, address, expected) => {
    expect(isCurrentMenuPath(path, at(address))).toBe(expected);
  });
});
