import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestList } from './requestList';
import { requestOwnerKey } from './requestOwner';

const kari = requestOwnerKey('user-kari', 'org-north');
const kariSouth = requestOwnerKey('user-kari', 'org-south');
const per = requestOwnerKey('user-per', 'org-north');
const door = { solutionId: 41, categoryId: 7, name: 'Door refurbishing' };

const stored = () =>
  Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index) ?? '');

afterEach(() => {
  requestList.setOwner(null);
  sessionStorage.clear();
});

describe('the request belongs to one person acting for one organisation', () => {
  it('is stored under a key that holds neither id in clear', () => {
    requestList.setOwner(kari);
    requestList.add(door);
    expect(stored()).toHaveLength(1);
    expect(stored()[0]).not.toMatch(/kari|north/);
    expect(sessionStorage.getItem(stored()[0] ?? '')).not.toMatch(/kari|north/);
  });

  it('is kept across a reload for the same person and organisation', async () => {
    requestList.setOwner(kari);
    requestList.add(door);
    vi.resetModules();
    const reloaded = (await import('./requestList')).requestList;
    expect(reloaded.items()).toEqual([]);
    reloaded.setOwner(kari);
    expect(reloaded.items()).toMatchObject([door]);
    reloaded.setOwner(null);
  });

  it('is gone when the session ends, and another person in the tab never sees it', () => {
    requestList.setOwner(kari);
    requestList.add(door);
    requestList.setOwner(null);
    expect(requestList.items()).toEqual([]);
    expect(stored()).toEqual([]);
    requestList.setOwner(per);
    expect(requestList.items()).toEqual([]);
  });

  it('is cleared when the acting organisation changes', () => {
    requestList.setOwner(kari);
    requestList.add(door);
    requestList.setOwner(kariSouth);
    expect(requestList.items()).toEqual([]);
    requestList.setOwner(kari);
    expect(requestList.items()).toEqual([]);
  });
});

describe('a request collected before an organisation was chosen', () => {
  it('becomes the chosen organisation’s', () => {
    requestList.add(door);
    requestList.setOwner(kari);
    expect(requestList.items()).toMatchObject([door]);
    expect(stored()).toHaveLength(1);
  });
});

describe('the request’s mark', () => {
  it('is given once, kept across a reload, and given to a service added before it is asked', async () => {
    requestList.setOwner(kari);
    requestList.add(door);
    expect(requestList.markOf('AAAAA')).toBe('AAAAA');
    vi.resetModules();
    const reloaded = (await import('./requestList')).requestList;
    reloaded.setOwner(kari);
    expect(reloaded.markOf('BBBBB')).toBe('AAAAA');
    reloaded.add({ ...door, solutionId: 42 });
    expect(reloaded.markOf('CCCCC')).toBe('AAAAA');
    expect(reloaded.items().map((item) => item.requestMark)).toEqual(['AAAAA', 'AAAAA']);
    reloaded.setOwner(null);
  });
});
