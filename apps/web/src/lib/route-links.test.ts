// Typed links follow the route table, and route parameters accept only plain int4 ids.
import { describe, expect, it } from 'vitest';
import {
  linkTo,
  toAnnouncementEdit,
  toAnnouncementNew,
  toApplicationEdit,
  toApplicationNew,
  toPermissionSetEdit,
  toPermissionSetNew,
  toPreferences,
  toSecurityRoleEdit,
  toSecurityRoleNew,
  toUserEdit,
  toUsers,
} from './route-links';
import { editorParams, routeId, userEditParams } from './route-params';

describe('link builders', () => {
  it('fill the route table’s paths', () => {
    expect(toUserEdit({ id: 7 })).toBe('/admin/users/7/edit');
    expect(toUserEdit({ id: 7, mode: 'view' })).toBe('/admin/users/7/view');
    expect(toUsers()).toBe('/admin/users');
    expect(toAnnouncementEdit({ id: 12 })).toBe('/admin/announcement/12');
    expect(toAnnouncementEdit({ id: 12, mode: 'preview' })).toBe('/admin/announcement/12/preview');
    expect(toAnnouncementNew()).toBe('/admin/announcement');
    expect(toApplicationEdit({ id: 3 })).toBe('/admin/application/3');
    expect(toPermissionSetEdit({ id: 4 })).toBe('/admin/permission-set/4');
    expect(toSecurityRoleEdit({ id: 5 })).toBe('/admin/security-role/5');
    expect(toApplicationNew()).toBe('/admin/application');
    expect(toPermissionSetNew()).toBe('/admin/permission-set');
    expect(toSecurityRoleNew()).toBe('/admin/security-role');
    expect(toPreferences({ tab: 'emails' })).toBe('/preferences/emails');
    expect(linkTo('home')).toBe('/');
  });
});

describe('route parameters', () => {
  it('take positive int4 ids in plain digits', () => {
    expect(routeId.parse('1')).toBe(1);
    expect(routeId.parse('2147483647')).toBe(2147483647);
    for (const bad of ['0', '-1', '1e3', '01', '1.5', ' 1', '0x10', '2147483648', '', 'abc']) {
      expect(routeId.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('parse a user editor address and an optional editor id', () => {
    expect(userEditParams.safeParse({ id: '1e3', mode: 'edit' }).success).toBe(false);
    expect(userEditParams.parse({ id: '1000', mode: 'edit' })).toEqual({ id: 1000, mode: 'edit' });
    expect(editorParams.parse({})).toEqual({});
    expect(editorParams.safeParse({ id: '7x' }).success).toBe(false);
  });
});
