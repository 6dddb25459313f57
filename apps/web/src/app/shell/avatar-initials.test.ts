// The profile avatar's letters (issue 25 item 12): never two equal letters that read as a sign.
import { describe, expect, it } from 'vitest';
import { avatarInitials } from './profile-menu';

describe('avatarInitials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(avatarInitials('Otto Readonly')).toBe('OR');
    expect(avatarInitials('Maria van der Berg')).toBe('MB');
  });

  it('spells the first name when both letters are the same, or there is one name', () => {
    expect(avatarInitials('Ivy Internal')).toBe('Iv');
    expect(avatarInitials('Sam Standard')).toBe('Sa');
    expect(avatarInitials('Cher')).toBe('Ch');
    expect(avatarInitials('')).toBe('');
  });
});
