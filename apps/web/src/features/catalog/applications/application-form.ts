// The application editor's form values and their conversion from and to the API's shapes.
import type { Application, ApplicationInput } from '@portal/shared';

export interface ApplicationForm {
  title: string;
  displayName: string;
  description: string;
  shortDescription: string;
  link: string;
  /** '' for none (a select's value). */
  regionCode: string;
  brandId: string;
  categories: string[];
  contractCodes: string[];
  contractTypes: string[];
  primaryTasks: string[];
  typicalUsers: string[];
  views: string[];
  subTypes: string[];
  roleIds: number[];
  features: string[];
  idpUserId: string;
  customRules: string;
}

export const emptyApplicationForm: ApplicationForm = {
  title: '',
  displayName: '',
  description: '',
  shortDescription: '',
  link: '',
  regionCode: '',
  brandId: '',
  categories: [],
  contractCodes: [],
  contractTypes: [],
  primaryTasks: [],
  typicalUsers: [],
  views: [],
  subTypes: [],
  roleIds: [],
  features: [],
  idpUserId: '',
  customRules: '',
};

export function applicationToForm(a: Application): ApplicationForm {
  return {
    title: a.title,
    displayName: a.displayName,
    description: a.description,
    shortDescription: a.shortDescription,
    link: a.link,
    regionCode: a.region?.code ?? '',
    brandId: a.brand ? String(a.brand.id) : '',
    categories: a.categories,
    contractCodes: a.contractCodes,
    contractTypes: a.contractTypes,
    primaryTasks: a.primaryTasks,
    typicalUsers: a.typicalUsers,
    views: a.views,
    subTypes: a.subTypes,
    roleIds: a.roles.map((r) => r.id),
    features: a.features,
    idpUserId: a.idpUserId ?? '',
    customRules: a.customRules,
  };
}

export function applicationFormToInput(f: ApplicationForm): ApplicationInput {
  return {
    ...f,
    regionCode: f.regionCode || null,
    brandId: f.brandId ? Number(f.brandId) : null,
    idpUserId: f.idpUserId.trim() || null,
  };
}
