// The sections of the user form, in step and tab order.
import type { ComponentType } from 'react';
import type { FormSection } from '../../lib/form-values';
import type { SectionProps } from './form-props';
import { ProfileSection } from './profile-section';
import { LocationsSection } from './locations-section';
import { RolesSection } from './roles-section';
import { ApplicationsSection } from './applications-section';
import { EmailPreferencesSection } from './email-preferences-section';

export const SECTIONS: { id: FormSection; Component: ComponentType<SectionProps> }[] = [
  { id: 'profile', Component: ProfileSection },
  { id: 'locations', Component: LocationsSection },
  { id: 'roles', Component: RolesSection },
  { id: 'applications', Component: ApplicationsSection },
  { id: 'emailPreferences', Component: EmailPreferencesSection },
];
