// Demo applications: the tools dealers and employees open, per region and brand, with names in
// the nine languages; the Admin category the header's Admin menu is built from is in
// admin-applications.ts.
import { FEATURES as F, type Locale } from '@portal/shared';
import { ADMIN_APPLICATIONS } from './admin-applications.js';

export type Names = { en: string } & Partial<Record<Exclude<Locale, 'en'>, string>>;

export interface ApplicationSeed {
  key: string;
  names: Names;
  link: string;
  region: string | null;
  brand: number | null;
  categories: readonly string[];
  /** Role names that see it (an application without roles is shown to nobody). */
  roles: readonly string[];
  /** Any of these features is needed (the Admin menu items). */
  features?: readonly string[];
}

const WARRANTY_ROLES = [
  'DOCUMENT_READER',
  'WARRANTY_CLERK',
  'DEALER_USER_ADMIN',
  'PORTAL_SUPER_ADMIN',
];

/** Every role of a person (not the service and sales accounts). */
const EVERYONE = [
  'PORTAL_SUPER_ADMIN',
  'READ_ONLY_ADMIN',
  'DEALER_USER_ADMIN',
  'DOCUMENT_READER',
  'EMPLOYEE',
  'DEALER_PRINCIPAL',
  'SERVICE_MANAGER',
  'PARTS_MANAGER',
  'WARRANTY_CLERK',
];

const warranty: Names = {
  en: 'Warranty Claims',
  de: 'Garantieanträge',
  fr: 'Demandes de garantie',
  es: 'Reclamaciones de garantía',
  it: 'Richieste di garanzia',
  nl: 'Garantieclaims',
  pt: 'Pedidos de garantia',
  ko: '보증 청구',
  zh: '保修索赔',
};

export const APPLICATIONS: readonly ApplicationSeed[] = [
  {
    key: 'parts-catalogue',
    names: {
      en: 'Parts Catalogue',
      de: 'Teilekatalog',
      fr: 'Catalogue de pièces',
      es: 'Catálogo de piezas',
      it: 'Catalogo ricambi',
      nl: 'Onderdelencatalogus',
      pt: 'Catálogo de peças',
      ko: '부품 카탈로그',
      zh: '零件目录',
    },
    link: 'https://parts.atlas.example/catalogue',
    region: null,
    brand: null,
    roles: EVERYONE,
    categories: ['Parts'],
  },
  {
    key: 'service-manuals',
    names: {
      en: 'Service Manuals',
      de: 'Servicehandbücher',
      fr: "Manuels d'entretien",
      es: 'Manuales de servicio',
      it: 'Manuali di assistenza',
      nl: 'Servicehandleidingen',
      pt: 'Manuais de serviço',
      ko: '서비스 매뉴얼',
      zh: '维修手册',
    },
    link: 'https://service.atlas.example/manuals',
    region: null,
    brand: null,
    roles: EVERYONE,
    categories: ['Service'],
  },
  {
    key: 'learning-center',
    names: {
      en: 'Learning Center',
      de: 'Schulungszentrum',
      fr: 'Centre de formation',
      es: 'Centro de formación',
      it: 'Centro di formazione',
      nl: 'Leercentrum',
      pt: 'Centro de formação',
      ko: '교육 센터',
      zh: '学习中心',
    },
    link: 'https://learn.atlas.example',
    region: null,
    brand: null,
    roles: EVERYONE,
    categories: ['Training'],
  },
  {
    key: 'dealer-directory',
    names: {
      en: 'Dealer Directory',
      de: 'Händlerverzeichnis',
      fr: 'Annuaire des concessionnaires',
      es: 'Directorio de concesionarios',
      it: 'Elenco concessionari',
      nl: 'Dealeroverzicht',
      pt: 'Diretório de concessionários',
      ko: '딜러 디렉터리',
      zh: '经销商名录',
    },
    link: 'https://directory.atlas.example',
    region: null,
    brand: null,
    roles: EVERYONE,
    categories: [],
  },
  {
    key: 'product-bulletins',
    names: {
      en: 'Product Bulletins',
      de: 'Produktmitteilungen',
      fr: 'Bulletins produits',
      es: 'Boletines de producto',
      it: 'Bollettini di prodotto',
      nl: 'Productbulletins',
      pt: 'Boletins de produto',
      ko: '제품 공지',
      zh: '产品公告',
    },
    link: '/documents?subject=Service',
    region: null,
    brand: null,
    roles: EVERYONE,
    categories: ['Service'],
    features: [F.documentsView],
  },
  {
    key: 'warranty-na',
    names: warranty,
    link: 'https://warranty.atlas.example/na',
    region: 'NA',
    brand: 1,
    categories: ['Warranty'],
    roles: WARRANTY_ROLES,
  },
  {
    key: 'warranty-emea',
    names: warranty,
    link: 'https://warranty.atlas.example/emea',
    region: 'EMEA',
    brand: 1,
    categories: ['Warranty'],
    roles: WARRANTY_ROLES,
  },
  {
    key: 'service-scheduler-na',
    names: {
      en: 'Service Scheduler',
      de: 'Serviceplaner',
      fr: "Planificateur d'entretien",
      es: 'Planificador de servicio',
      it: 'Pianificatore assistenza',
      nl: 'Serviceplanner',
      pt: 'Planeador de serviço',
      ko: '서비스 일정 관리',
      zh: '服务排程',
    },
    link: 'https://scheduler.atlas.example/na',
    region: 'NA',
    brand: 1,
    roles: EVERYONE,
    categories: ['Service'],
  },
  {
    key: 'machine-orders-na',
    names: {
      en: 'Machine Orders',
      de: 'Maschinenbestellungen',
      fr: 'Commandes de machines',
      es: 'Pedidos de máquinas',
      it: 'Ordini macchine',
      nl: 'Machinebestellingen',
      pt: 'Encomendas de máquinas',
      ko: '장비 주문',
      zh: '整机订单',
    },
    link: 'https://orders.atlas.example/na',
    region: 'NA',
    brand: 1,
    categories: ['Sales'],
    roles: ['DEALER_PRINCIPAL', 'SALES_REPRESENTATIVE', 'PORTAL_SUPER_ADMIN'],
  },
  {
    key: 'power-rental',
    names: {
      en: 'Power Rental Manager',
      de: 'Stromverleih-Manager',
      fr: "Gestion de location d'énergie",
      es: 'Gestor de alquiler de energía',
      it: 'Gestione noleggio energia',
      nl: 'Verhuurbeheer energie',
      pt: 'Gestor de aluguer de energia',
      ko: '발전기 렌탈 관리',
      zh: '电力租赁管理',
    },
    link: 'https://rental.atlaspower.example',
    region: 'NA',
    brand: 2,
    roles: EVERYONE,
    categories: ['Sales'],
  },
  {
    key: 'generator-sizing',
    names: {
      en: 'Generator Sizing Tool',
      de: 'Generator-Auslegungstool',
      fr: 'Dimensionnement de groupes électrogènes',
      es: 'Dimensionamiento de generadores',
      it: 'Dimensionamento generatori',
      nl: 'Generatorberekening',
      pt: 'Dimensionamento de geradores',
      ko: '발전기 용량 산정 도구',
      zh: '发电机选型工具',
    },
    link: 'https://sizing.atlaspower.example',
    region: null,
    brand: 2,
    roles: EVERYONE,
    categories: ['Sales'],
  },
  {
    key: 'corvid-hub',
    names: {
      en: 'Corvid Dealer Hub',
      de: 'Corvid-Händlerzentrale',
      fr: 'Espace concessionnaires Corvid',
      es: 'Portal de concesionarios Corvid',
      it: 'Hub concessionari Corvid',
      nl: 'Corvid-dealerhub',
      pt: 'Portal de concessionários Corvid',
      ko: 'Corvid 딜러 허브',
      zh: 'Corvid 经销商中心',
    },
    link: 'https://hub.corvid.example',
    region: 'LATAM',
    brand: 3,
    roles: EVERYONE,
    categories: ['Sales'],
  },
  {
    key: 'kestrel-configurator',
    names: {
      en: 'Attachment Configurator',
      de: 'Anbaugeräte-Konfigurator',
      fr: "Configurateur d'accessoires",
      es: 'Configurador de implementos',
      it: 'Configuratore attrezzature',
      nl: 'Aanbouwdelenconfigurator',
      pt: 'Configurador de implementos',
      ko: '어태치먼트 구성기',
      zh: '属具配置器',
    },
    link: 'https://configurator.kestrel.example',
    region: 'APAC',
    brand: 4,
    roles: EVERYONE,
    categories: ['Sales'],
  },
  {
    key: 'employee-intranet',
    names: {
      en: 'Employee Intranet',
      de: 'Mitarbeiter-Intranet',
      fr: 'Intranet des employés',
      es: 'Intranet de empleados',
      it: 'Intranet dipendenti',
      nl: 'Medewerkersintranet',
      pt: 'Intranet dos colaboradores',
      ko: '직원 인트라넷',
      zh: '员工内网',
    },
    link: 'https://intranet.atlas.example',
    region: null,
    brand: null,
    categories: [],
    roles: ['EMPLOYEE', 'PORTAL_SUPER_ADMIN', 'READ_ONLY_ADMIN'],
  },
  {
    key: 'sales-platform',
    names: {
      en: 'Sales Platform',
      de: 'Vertriebsplattform',
      fr: 'Plateforme commerciale',
      es: 'Plataforma de ventas',
      it: 'Piattaforma vendite',
      nl: 'Verkoopplatform',
      pt: 'Plataforma de vendas',
      ko: '영업 플랫폼',
      zh: '销售平台',
    },
    link: 'https://sales.atlas.example',
    region: null,
    brand: null,
    categories: ['Sales'],
    roles: ['SALES_REPRESENTATIVE', 'DEALER_PORTAL_SERVICE'],
  },
  ...ADMIN_APPLICATIONS,
];

const TOOLS = ['Inventory', 'Rental Fleet', 'Telematics', 'Price Lists', 'Field Service'];
const REGIONS = ['NA', 'EMEA', 'APAC', 'LATAM'];

/** Demo scale: regional tools of the generated dealer network (roles the personas do not hold). */
export function generatedApplications(): ApplicationSeed[] {
  return REGIONS.flatMap((region, r) =>
    TOOLS.map((tool, t) => ({
      key: `${tool.toLowerCase().replace(/\W+/g, '-')}-${region.toLowerCase()}`,
      names: { en: `${tool} ${region}` },
      link: `https://${tool.toLowerCase().replace(/\W+/g, '')}.atlas.example/${region.toLowerCase()}`,
      region,
      brand: 1 + ((r + t) % 4),
      categories: [t % 2 === 0 ? 'Parts' : 'Service'],
      roles: [t % 2 === 0 ? 'PARTS_MANAGER' : 'WARRANTY_CLERK'],
    })),
  );
}
