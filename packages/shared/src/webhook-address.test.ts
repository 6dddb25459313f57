// The webhook address rule: which IP addresses and hosts are refused, and the allowed hosts.
import { describe, expect, it } from 'vitest';
import { ipAddressProblem, parseAllowedHosts, webhookHostRefused } from './webhook-address.js';

describe('ipAddressProblem', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['10.20.30.40', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'linkLocal'],
    ['febf:ffff::1', 'linkLocal'],
    ['fc00::1', 'private'],
    ['fdff:1:2::3', 'private'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:a9fe:a9fe', 'linkLocal'],
  ])('refuses %s (%s)', (ip, problem) => {
    expect(ipAddressProblem(ip)).toBe(problem);
  });

  it.each(['8.8.8.8', '172.32.0.1', '172.15.255.255', '192.169.0.1', '2001:db8::1', 'fec0::1'])(
    'accepts the public address %s',
    (ip) => expect(ipAddressProblem(ip)).toBeUndefined(),
  );

  it('says nothing of names and malformed text', () => {
    for (const text of ['example.com', '1.2.3', '300.1.1.1', '1::2::3', ''])
      expect(ipAddressProblem(text)).toBeUndefined();
  });
});

describe('webhookHostRefused', () => {
  it('refuses local names and addresses unless the host is allowed', () => {
    for (const url of [
      'http://localhost:8080/x',
      'https://api.localhost/',
      'http://127.0.0.1/',
      'http://[::1]:9000/hook',
      'http://10.0.0.8/hook',
    ])
      expect(webhookHostRefused(url, [])).toBe(true);
    expect(webhookHostRefused('http://LOCALHOST:8080/x', ['localhost'])).toBe(false);
    expect(webhookHostRefused('http://[::1]:9000/', parseAllowedHosts(' [::1] , x'))).toBe(false);
    expect(webhookHostRefused('https://hooks.example.com/in', [])).toBe(false);
  });
});
