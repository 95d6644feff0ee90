import { describe, expect, it } from 'vitest';
import {
  canEditPartners,
  canFollowBookingEvents,
  canPrintCertificates,
  canSeeActiveUsers,
  canUseAttendanceScanner,
  canUseIdGenerator,
  bookingReturnCode,
  chatReturnCode,
  editStoresReturnCode,
  isAdminLevel,
  isDriver,
  joinRoleNames,
  parseRoleNames,
  resolveReturnPath,
} from '@/shared/roles';

describe('role names', () => {
  it('parses the stored bar-joined value', () => {
    expect(parseRoleNames('admin|driver')).toEqual(['admin', 'driver']);
    expect(parseRoleNames(' driver ')).toEqual(['driver']);
    expect(parseRoleNames('admin||')).toEqual(['admin']);
    expect(parseRoleNames('')).toEqual([]);
    expect(parseRoleNames(null)).toEqual([]);
    expect(parseRoleNames(['client'])).toEqual(['client']);
  });

  it('joins names with a bar', () => {
    expect(joinRoleNames(['admin', 'driver'])).toBe('admin|driver');
    expect(joinRoleNames(['client'])).toBe('client');
  });

  it('counts as a driver only when the value is exactly driver', () => {
    expect(isDriver('driver')).toBe(true);
    expect(isDriver(['driver'])).toBe(true);
    expect(isDriver('driver|admin')).toBe(false);
    expect(isDriver('client')).toBe(false);
    expect(isDriver(undefined)).toBe(false);
  });

  it('counts admin and operations-manager as admin level', () => {
    expect(isAdminLevel('admin')).toBe(true);
    expect(isAdminLevel('operations-manager')).toBe(true);
    expect(isAdminLevel('client|admin')).toBe(true);
    expect(isAdminLevel('brp-partner-manager')).toBe(false);
    expect(isAdminLevel('driver')).toBe(false);
    expect(canUseAttendanceScanner('operations-manager')).toBe(true);
  });

  it('gives the active-users heatmap to admins only, not operations managers', () => {
    expect(canSeeActiveUsers('admin')).toBe(true);
    expect(canSeeActiveUsers('operations-manager|admin')).toBe(true);
    expect(canSeeActiveUsers('operations-manager')).toBe(false);
    expect(canSeeActiveUsers('brp-partner-manager')).toBe(false);
    expect(canSeeActiveUsers('client')).toBe(false);
  });

  it.each([
    ['driver', true, false, false],
    ['admin', true, true, true],
    ['operations-manager', true, true, false],
    ['area-operator', true, false, false],
    ['brp-partner-manager', false, true, true],
    ['client', false, false, false],
  ])('%s: ID generator %s, certificates %s, partners %s', (role, id, certificates, partners) => {
    expect(canUseIdGenerator(role)).toBe(id);
    expect(canPrintCertificates(role)).toBe(certificates);
    expect(canEditPartners(role)).toBe(partners);
  });
});

describe('return codes of screens with a reference', () => {
  it('come back to the same chat and booking after login', () => {
    expect(resolveReturnPath(chatReturnCode('K7QM3P'), 'client')).toBe('/booking/K7QM3P/chat');
    expect(resolveReturnPath(bookingReturnCode({ orderId: '57' }), 'client')).toBe('/orders/57');
    expect(resolveReturnPath(bookingReturnCode({ ref: '57-K7QM3P' }), 'client')).toBe('/booking/57-K7QM3P');
  });
});

describe('resolveReturnPath', () => {
  it.each([
    ['tracking', '/tracking'],
    ['id', '/id'],
    ['driver-general-meeting', '/driver/general-meeting'],
    ['book/ride', '/book/ride'],
    ['profile', '/profile'],
    ['invoices', '/invoices'],
    ['claim-gift-certificate', '/claim-gift-certificate'],
    ['delete-account', '/delete-account'],
    ['partners-map', '/delivery/stores/map'],
    ['online-drivers', '/online-drivers'],
    ['view-gift-certificates', '/console/gift-certificates'],
    ['delivery/edit_stores_42', '/delivery/edit_stores/42'],
    ['new_rewards_quota', '/new_rewards_quota'],
    ['booking-chat_K7QM3P', '/booking/K7QM3P/chat'],
    ['booking_12-K7QM3P', '/booking/12-K7QM3P'],
    ['orders_12', '/orders/12'],
  ])('%s → %s', (code, path) => {
    expect(resolveReturnPath(code, 'client')).toBe(path);
  });

  it('sends only admin-level users to the scanner', () => {
    expect(resolveReturnPath('camera-scanner', 'admin')).toBe('/attendance/scanner');
    expect(resolveReturnPath('camera-scanner', 'operations-manager')).toBe('/attendance/scanner');
    expect(resolveReturnPath('camera-scanner', 'driver')).toBe('/');
    expect(resolveReturnPath('camera-scanner', null)).toBe('/');
  });

  it.each([
    null,
    undefined,
    '',
    'unknown',
    'https://evil.example',
    '/tracking',
    'toString',
    'delivery/edit_stores_',
    'delivery/edit_stores_1/../x',
    'booking-chat_',
    'booking-chat_X/../../evil',
    'orders_//evil.example',
  ])('sends %j home', (code) => {
    expect(resolveReturnPath(code, 'admin')).toBe('/');
  });

  it('builds the edit-order return code', () => {
    expect(editStoresReturnCode(42)).toBe('delivery/edit_stores_42');
    expect(resolveReturnPath(editStoresReturnCode(42), 'client')).toBe('/delivery/edit_stores/42');
  });

  it('lets only the staff who see tracking follow every booking live; area operators reload their charts', () => {
    expect(canFollowBookingEvents('admin')).toBe(true);
    expect(canFollowBookingEvents('operations-manager')).toBe(true);
    expect(canFollowBookingEvents('brp-partner-manager')).toBe(true);
    expect(canFollowBookingEvents('area-operator')).toBe(false);
    expect(canFollowBookingEvents('driver|area-operator')).toBe(false);
    expect(canFollowBookingEvents('client')).toBe(false);
  });
});
