import { FIRST_PAGE, isPagingDone, nextPage } from './paging';

describe('isPagingDone', () => {
  it.each([
    [{ page: 2, lastPage: 3, loaded: 10, total: 30 }, false],
    [{ page: 3, lastPage: 3, loaded: 20, total: 30 }, false],
    [{ page: 4, lastPage: 3, loaded: 20, total: 30 }, true],
    [{ page: 2, lastPage: 3, loaded: 30, total: 30 }, true],
    [{ page: 2, lastPage: 3, loaded: 31, total: 30 }, true],
    [{ page: 2, lastPage: 1, loaded: 0, total: 0 }, true],
    [{ page: 1, lastPage: 0, loaded: 0, total: 0 }, true],
  ])('%p → %p', (state, done) => {
    expect(isPagingDone(state)).toBe(done);
  });
});

describe('nextPage', () => {
  it('starts at page 1', () => {
    expect(FIRST_PAGE).toBe(1);
  });

  it.each([
    [{ loadedPage: 1, lastPage: 3, loaded: 10, total: 25 }, 2],
    [{ loadedPage: 2, lastPage: 3, loaded: 20, total: 25 }, 3],
    [{ loadedPage: 3, lastPage: 3, loaded: 25, total: 25 }, null],
    [{ loadedPage: 1, lastPage: 2, loaded: 10, total: 10 }, null],
    [{ loadedPage: 1, lastPage: 1, loaded: 0, total: 0 }, null],
  ])('%p → %p', (state, page) => {
    expect(nextPage(state)).toBe(page);
  });
});
