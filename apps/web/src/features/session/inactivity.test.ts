// Inactivity: active, then a warning before the forced logout, then logged out.
import { describe, expect, it } from 'vitest';
import { inactivityPhase, readLastActivity, secondsLeft, writeLastActivity } from './inactivity';

const times = { timeoutMs: 30_000, warningMs: 10_000 };

describe('inactivityPhase', () => {
  it('is active until the warning time, warns, then expires', () => {
    expect(inactivityPhase(0, times)).toBe('active');
    expect(inactivityPhase(19_999, times)).toBe('active');
    expect(inactivityPhase(20_000, times)).toBe('warning');
    expect(inactivityPhase(29_999, times)).toBe('warning');
    expect(inactivityPhase(30_000, times)).toBe('expired');
  });
  it('warns from the start when the warning is longer than the timeout', () => {
    expect(inactivityPhase(0, { timeoutMs: 5_000, warningMs: 60_000 })).toBe('warning');
  });
  it('counts the seconds left, rounded up, never below zero', () => {
    expect(secondsLeft(20_000, times)).toBe(10);
    expect(secondsLeft(29_001, times)).toBe(1);
    expect(secondsLeft(40_000, times)).toBe(0);
  });
});

describe('last activity', () => {
  it('is shared through localStorage', () => {
    expect(readLastActivity()).toBeNull();
    writeLastActivity(1234);
    expect(readLastActivity()).toBe(1234);
  });
});
