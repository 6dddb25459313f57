// Demo announcements: targeted by brand, region, role, permission set, application and display
// location, some expired or not yet started, texts in several languages.
import type { Locale } from '@portal/shared';

type Text = { title: string; content: string };
export type Texts = { en?: Text } & Partial<Record<Locale, Text>>;

export interface AnnouncementSeed {
  key: string;
  /** The language of the main text; translations add the others. */
  language: Locale;
  texts: Texts;
  description: string;
  priority: 'highest' | 'medium' | 'lowest';
  displayLocation?: string;
  /** Days from today; negative is in the past. */
  startDays: number;
  expirationDays: number | null;
  linkUrl: string;
  brands?: readonly number[];
  regions?: readonly string[];
  roles?: readonly string[];
  permissionSets?: readonly string[];
  applications?: readonly string[];
}

const p = (text: string) => `<p>${text}</p>`;

export const ANNOUNCEMENTS: readonly AnnouncementSeed[] = [
  {
    key: 'spring-campaign',
    language: 'en',
    texts: {
      en: {
        title: 'Spring service campaign',
        content: p(
          'Book <strong>pre-season inspections</strong> for your customers before 30 April and earn double service points.',
        ),
      },
      de: {
        title: 'Frühjahrs-Servicekampagne',
        content: p(
          'Buchen Sie bis 30. April <strong>Inspektionen vor der Saison</strong> für Ihre Kunden und sammeln Sie doppelte Servicepunkte.',
        ),
      },
      fr: {
        title: 'Campagne de service de printemps',
        content: p(
          "Réservez les <strong>inspections d'avant-saison</strong> de vos clients avant le 30 avril et gagnez deux fois plus de points de service.",
        ),
      },
      es: {
        title: 'Campaña de servicio de primavera',
        content: p(
          'Reserve <strong>inspecciones de pretemporada</strong> para sus clientes antes del 30 de abril y obtenga el doble de puntos de servicio.',
        ),
      },
      it: {
        title: 'Campagna di assistenza di primavera',
        content: p(
          'Prenota le <strong>ispezioni pre-stagionali</strong> per i tuoi clienti entro il 30 aprile e ottieni il doppio dei punti assistenza.',
        ),
      },
      nl: {
        title: 'Onderhoudscampagne voorjaar',
        content: p(
          'Plan vóór 30 april <strong>inspecties vóór het seizoen</strong> voor uw klanten en verdien dubbele servicepunten.',
        ),
      },
      pt: {
        title: 'Campanha de assistência da primavera',
        content: p(
          'Marque <strong>inspeções pré-época</strong> para os seus clientes até 30 de abril e ganhe pontos de serviço a dobrar.',
        ),
      },
      ko: {
        title: '봄맞이 서비스 캠페인',
        content: p(
          '4월 30일 전에 고객의 <strong>시즌 전 점검</strong>을 예약하고 서비스 포인트를 두 배로 받으세요.',
        ),
      },
      zh: {
        title: '春季服务活动',
        content: p('在 4 月 30 日前为客户预约<strong>季前检查</strong>，即可获得双倍服务积分。'),
      },
    },
    description: 'Coordinated with the NA service team; budget code SVC-2026-04.',
    priority: 'highest',
    startDays: -10,
    expirationDays: 60,
    linkUrl: 'https://service.atlas.example/campaigns/spring',
    brands: [1],
    regions: ['NA'],
  },
  {
    key: 'parts-catalogue-release',
    language: 'en',
    texts: {
      en: {
        title: 'New parts catalogue release',
        content: p('The 2026 parts catalogue adds 4,000 part numbers and a faster search.'),
      },
      de: {
        title: 'Neue Ausgabe des Teilekatalogs',
        content: p(
          'Der Teilekatalog 2026 enthält 4.000 neue Teilenummern und eine schnellere Suche.',
        ),
      },
      fr: {
        title: 'Nouvelle édition du catalogue de pièces',
        content: p(
          'Le catalogue de pièces 2026 ajoute 4 000 références et une recherche plus rapide.',
        ),
      },
      es: {
        title: 'Nueva edición del catálogo de piezas',
        content: p('El catálogo de piezas 2026 añade 4.000 referencias y una búsqueda más rápida.'),
      },
      it: {
        title: 'Nuova edizione del catalogo ricambi',
        content: p('Il catalogo ricambi 2026 aggiunge 4.000 codici e una ricerca più veloce.'),
      },
      nl: {
        title: 'Nieuwe versie van de onderdelencatalogus',
        content: p(
          'De onderdelencatalogus 2026 bevat 4.000 nieuwe onderdeelnummers en sneller zoeken.',
        ),
      },
      pt: {
        title: 'Nova edição do catálogo de peças',
        content: p(
          'O catálogo de peças 2026 acrescenta 4.000 referências e uma pesquisa mais rápida.',
        ),
      },
      ko: {
        title: '새 부품 카탈로그 출시',
        content: p('2026 부품 카탈로그에 4,000개의 부품 번호와 더 빠른 검색이 추가되었습니다.'),
      },
      zh: {
        title: '新版零件目录发布',
        content: p('2026 版零件目录新增 4,000 个零件号，搜索速度更快。'),
      },
    },
    description: 'Announce together with the catalogue team.',
    priority: 'medium',
    startDays: -5,
    expirationDays: 90,
    linkUrl: 'https://parts.atlas.example/catalogue/whats-new',
    applications: ['parts-catalogue'],
  },
  {
    key: 'hydraulic-hoses',
    language: 'en',
    texts: {
      en: {
        title: 'Safety bulletin: hydraulic hoses',
        content: p('Inspect hose assemblies of series 300 loaders built before 2024.'),
      },
      de: {
        title: 'Sicherheitshinweis: Hydraulikschläuche',
        content: p('Prüfen Sie die Schlauchleitungen der vor 2024 gebauten Lader der Serie 300.'),
      },
      fr: {
        title: 'Bulletin de sécurité : flexibles hydrauliques',
        content: p(
          'Inspectez les flexibles des chargeuses de la série 300 construites avant 2024.',
        ),
      },
      es: {
        title: 'Boletín de seguridad: mangueras hidráulicas',
        content: p(
          'Inspeccione las mangueras de las cargadoras de la serie 300 fabricadas antes de 2024.',
        ),
      },
      it: {
        title: 'Bollettino di sicurezza: tubi idraulici',
        content: p('Ispezionare i tubi delle pale caricatrici serie 300 costruite prima del 2024.'),
      },
      nl: {
        title: 'Veiligheidsbulletin: hydraulische slangen',
        content: p('Controleer de slangen van laders uit de 300-serie die vóór 2024 zijn gebouwd.'),
      },
      pt: {
        title: 'Boletim de segurança: mangueiras hidráulicas',
        content: p(
          'Inspecione as mangueiras das carregadoras da série 300 fabricadas antes de 2024.',
        ),
      },
      ko: {
        title: '안전 공지: 유압 호스',
        content: p('2024년 이전에 제작된 300 시리즈 로더의 호스 어셈블리를 점검하십시오.'),
      },
      zh: {
        title: '安全通报：液压软管',
        content: p('请检查 2024 年之前生产的 300 系列装载机的软管总成。'),
      },
    },
    description: 'Engineering change EC-4711.',
    priority: 'medium',
    startDays: -2,
    expirationDays: 120,
    linkUrl: 'https://service.atlas.example/bulletins/ec-4711',
    brands: [1],
  },
  {
    key: 'maintenance-window',
    language: 'en',
    texts: {
      en: {
        title: 'Dealer portal maintenance window',
        content: p('The portal is unavailable on Sunday from 02:00 to 04:00 UTC.'),
      },
      de: {
        title: 'Wartungsfenster des Händlerportals',
        content: p('Das Portal ist am Sonntag von 02:00 bis 04:00 UTC nicht verfügbar.'),
      },
      fr: {
        title: 'Maintenance du portail concessionnaires',
        content: p('Le portail sera indisponible dimanche de 02h00 à 04h00 UTC.'),
      },
      es: {
        title: 'Mantenimiento del portal de concesionarios',
        content: p('El portal no estará disponible el domingo de 02:00 a 04:00 UTC.'),
      },
      it: {
        title: 'Manutenzione del portale concessionari',
        content: p('Il portale non sarà disponibile domenica dalle 02:00 alle 04:00 UTC.'),
      },
      nl: {
        title: 'Onderhoud van het dealerportaal',
        content: p('Het portaal is zondag van 02:00 tot 04:00 UTC niet beschikbaar.'),
      },
      pt: {
        title: 'Manutenção do portal de concessionários',
        content: p('O portal estará indisponível no domingo das 02:00 às 04:00 UTC.'),
      },
      ko: {
        title: '딜러 포털 점검 시간',
        content: p('일요일 02:00~04:00(UTC)에는 포털을 사용할 수 없습니다.'),
      },
      zh: {
        title: '经销商门户维护时段',
        content: p('门户将于周日 02:00 至 04:00（UTC）暂停服务。'),
      },
    },
    description: 'Infrastructure change CHG-2291.',
    priority: 'lowest',
    startDays: -1,
    expirationDays: 14,
    linkUrl: 'https://status.atlas.example',
  },
  {
    key: 'warranty-terms',
    language: 'en',
    texts: {
      en: {
        title: 'Extended warranty terms',
        content: p('New terms apply to claims filed from next month.'),
      },
    },
    description: 'For warranty clerks only.',
    priority: 'medium',
    startDays: -3,
    expirationDays: 30,
    linkUrl: 'https://warranty.atlas.example/terms',
    roles: ['WARRANTY_CLERK'],
  },
  {
    key: 'leadership-briefing',
    language: 'en',
    texts: {
      en: {
        title: 'Dealer leadership briefing',
        content: p('Quarterly results and the product roadmap, for dealer principals.'),
      },
    },
    description: 'Invitation list from the dealer development team.',
    priority: 'highest',
    startDays: -3,
    expirationDays: 30,
    linkUrl: 'https://events.atlas.example/briefing',
    permissionSets: ['DEALER_LEADERSHIP'],
  },
  {
    key: 'machine-orders-online',
    language: 'en',
    texts: {
      en: {
        title: 'Machine orders now online',
        content: p('Place and track machine orders in the new ordering application.'),
      },
    },
    description: 'Rollout wave 1 (NA).',
    priority: 'medium',
    startDays: -4,
    expirationDays: 45,
    linkUrl: 'https://orders.atlas.example/na',
    applications: ['machine-orders-na'],
  },
  {
    key: 'rental-season',
    language: 'en',
    texts: {
      en: {
        title: 'Portable power rental season',
        content: p('Rental fleet rates for the summer season are now published.'),
      },
      de: {
        title: 'Mietsaison für mobile Stromerzeuger',
        content: p('Die Mietpreise der Flotte für die Sommersaison sind jetzt veröffentlicht.'),
      },
    },
    description: 'Pricing approved by the PP sales team.',
    priority: 'highest',
    startDays: -6,
    expirationDays: 40,
    linkUrl: 'https://rental.atlaspower.example/rates',
    brands: [2],
  },
  {
    key: 'corvid-launch',
    language: 'es',
    texts: {
      es: {
        title: 'Lanzamiento de verano de Corvid',
        content: p('La nueva serie de excavadoras Corvid llega a los concesionarios en junio.'),
      },
      en: {
        title: 'Corvid summer launch',
        content: p('The new Corvid excavator series reaches dealers in June.'),
      },
    },
    description: 'Launch plan LATAM.',
    priority: 'medium',
    startDays: -7,
    expirationDays: 60,
    linkUrl: 'https://hub.corvid.example/launch',
    brands: [3],
  },
  {
    key: 'kestrel-range',
    language: 'en',
    texts: {
      en: {
        title: 'Kestrel attachment range extended',
        content: p('Twelve new attachments for compact loaders are available to order.'),
      },
    },
    description: 'APAC first.',
    priority: 'medium',
    startDays: -8,
    expirationDays: 60,
    linkUrl: 'https://configurator.kestrel.example/new',
    brands: [4],
  },
  {
    key: 'cologne-meeting',
    language: 'de',
    texts: {
      de: {
        title: 'Händlertreffen in Köln',
        content: p('Das Händlertreffen der Region findet am 12. Juni in Köln statt.'),
      },
    },
    description: 'Organised by the EMEA dealer development team.',
    priority: 'lowest',
    startDays: -2,
    expirationDays: 30,
    linkUrl: 'https://events.atlas.example/koeln',
    brands: [1],
    regions: ['EMEA'],
  },
  {
    key: 'recall-expired',
    language: 'en',
    texts: { en: { title: 'Expired recall notice', content: p('This recall is closed.') } },
    description: 'Closed.',
    priority: 'highest',
    startDays: -60,
    expirationDays: -1,
    linkUrl: 'https://service.atlas.example/recalls/old',
  },
  {
    key: 'trade-show-future',
    language: 'en',
    texts: { en: { title: 'Upcoming trade show', content: p('Details follow soon.') } },
    description: 'Not yet published.',
    priority: 'medium',
    startDays: 5,
    expirationDays: 40,
    linkUrl: 'https://events.atlas.example/expo',
  },
  {
    key: 'library-sections',
    language: 'en',
    texts: {
      en: {
        title: 'New sections in the document library',
        content: p('IRW and Warranty documents now have sections of their own.'),
      },
      de: {
        title: 'Neue Bereiche in der Dokumentbibliothek',
        content: p('IRW- und Garantiedokumente haben jetzt eigene Bereiche.'),
      },
    },
    description: 'Shown on the documents page.',
    priority: 'medium',
    displayLocation: 'documents',
    startDays: -1,
    expirationDays: 30,
    linkUrl: 'https://help.atlas.example/documents',
  },
  {
    key: 'support-hours',
    language: 'en',
    texts: {
      en: {
        title: 'Support hours during the holidays',
        content: p('The service desk answers from 08:00 to 16:00 between the holidays.'),
      },
    },
    description: 'Shown on the support page.',
    priority: 'lowest',
    displayLocation: 'support',
    startDays: -1,
    expirationDays: 30,
    linkUrl: 'https://help.atlas.example/hours',
  },
];

/** Demo scale: regional news per brand (several languages) for the generated dealer network. */
export function generatedAnnouncements(): AnnouncementSeed[] {
  const languages: Locale[] = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'ko', 'zh'];
  return Array.from({ length: 24 }, (_, i) => {
    const language = languages[i % languages.length]!;
    return {
      key: `regional-news-${i + 1}`,
      language,
      texts: {
        [language]: {
          title: `Regional dealer news #${i + 1}`,
          content: p('News for the dealers of the region.'),
        },
      },
      description: 'Generated demo content.',
      priority: (['highest', 'medium', 'lowest'] as const)[i % 3]!,
      startDays: -(i % 20),
      expirationDays: 30 + i,
      linkUrl: `https://news.atlas.example/${i + 1}`,
      brands: [1 + (i % 4)],
      regions: [['NA', 'EMEA', 'APAC', 'LATAM'][i % 4]!],
      roles: ['PARTS_MANAGER'],
    };
  });
}
