// Help and support: the location administrators with contact details, or the way to the service desk.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SupportAdministrator } from '@portal/shared';
import { renderApp } from '../../test/render';

const DAN: SupportAdministrator = {
  id: 2,
  firstName: 'Dan',
  lastName: 'Dealer',
  email: 'dan.dealer@atlas.example',
  jobTitle: 'Dealer Principal',
  mobilePhone: '+1 614 555 0100',
  secondaryPhone: null,
  locations: [{ id: 1, name: 'Buckeye Heavy Equipment', city: 'Columbus' }],
};

const holder = (answer: unknown) => ({
  persona: { access: { features: ['serialNumber:present'] } },
  api: { '/support/administrators': answer },
});

describe('support page', () => {
  it('lists the administrators with mail and phone links and their locations', async () => {
    await renderApp({ path: '/support', ...holder([DAN]) });
    const card = (await screen.findByRole('heading', { name: 'Dan Dealer' })).closest('li')!;
    expect(within(card).getByRole('link', { name: 'dan.dealer@atlas.example' })).toHaveAttribute(
      'href',
      'mailto:dan.dealer@atlas.example',
    );
    expect(within(card).getByRole('link', { name: '+1 614 555 0100' })).toHaveAttribute(
      'href',
      'tel:+16145550100',
    );
    expect(within(card).getByText('Buckeye Heavy Equipment (Columbus)')).toBeVisible();
  });

  it('says when nobody was found and how to contact support', async () => {
    await renderApp({ path: '/support', ...holder([]) });
    expect(
      await screen.findByText('No administrators were found for your assigned locations'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      'mailto:help@legal.test',
    );
  });

  it('is denied without a serial number', async () => {
    const { router } = await renderApp({ path: '/support', persona: { access: { features: [] } } });
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/access-denied');
  });
});
