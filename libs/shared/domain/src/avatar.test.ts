import { AVATAR_ACCEPT, isAcceptedAvatar } from './avatar';

describe('avatar formats', () => {
  it.each([
    ['image/gif', true],
    ['image/png', true],
    ['IMAGE/PNG', true],
    ['image/jpeg', false],
    ['', false],
  ])('%p → %p', (mime, ok) => {
    expect(isAcceptedAvatar(mime)).toBe(ok);
  });

  it('offers gif and png to the file input', () => {
    expect(AVATAR_ACCEPT).toBe('image/gif,image/png');
  });
});
