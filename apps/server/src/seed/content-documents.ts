// Demo documents: every subject for the Atlas brands, some for Corvid and Kestrel, as small real
// files (PDF, text, CSV) so downloads can be opened.
import type { DocumentSubject } from '@portal/shared';

export interface DocumentSeed {
  name: string;
  description: string;
  subject: DocumentSubject;
  fileName: string;
  contentType: string;
  brands: readonly number[];
  content: Buffer;
}

/** A one-page PDF showing a title and a line of text. */
export function simplePdf(title: string, line: string): Buffer {
  const esc = (s: string) => s.replace(/[^\x20-\x7e]/g, '?').replace(/[()\\]/g, '\\$&');
  const stream = `BT /F1 20 Tf 72 760 Td (${esc(title)}) Tj 0 -32 Td /F1 12 Tf (${esc(line)}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const pdf = (
  name: string,
  description: string,
  subject: DocumentSubject,
  brands: readonly number[],
): DocumentSeed => ({
  name,
  description,
  subject,
  fileName: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`,
  contentType: 'application/pdf',
  brands,
  content: simplePdf(name, description),
});

const ATLAS = [1, 2];

export const DOCUMENTS: readonly DocumentSeed[] = [
  pdf('Dealer handbook 2026', 'Policies and contacts for Atlas dealers.', 'General', ATLAS),
  pdf('Brand guidelines', 'Logo use, colours and typography.', 'Marketing', ATLAS),
  pdf('Spring promotion toolkit', 'Posters and social media templates.', 'Marketing', [1]),
  pdf(
    'Hydraulic hose inspection',
    'Service bulletin EC-4711 with inspection steps.',
    'Service',
    [1],
  ),
  pdf('Loader maintenance schedule', 'Intervals for series 300 loaders.', 'Service', [1]),
  pdf('Parts return policy', 'How to return parts and get credit.', 'Parts', ATLAS),
  pdf('Price list Q2', 'Machine prices valid from April.', 'Sales', [1]),
  pdf('Warranty claim guide', 'Filing claims step by step.', 'Warranty', ATLAS),
  pdf('IRW reporting manual', 'Inspection, repair and warranty reporting.', 'IRW', ATLAS),
  pdf('Generator rental terms', 'Terms for the portable power rental fleet.', 'Sales', [2]),
  pdf('Corvid dealer agreement', 'Agreement for Corvid dealers.', 'General', [3]),
  pdf('Kestrel attachment catalogue', 'All Kestrel attachments with specs.', 'Parts', [4]),
  {
    name: 'Service labour rates',
    description: 'Standard labour times as a spreadsheet.',
    subject: 'Service',
    fileName: 'service-labour-rates.csv',
    contentType: 'text/csv',
    brands: [1],
    content: Buffer.from(
      'operation,hours\nOil change,0.5\nHose replacement,1.5\nTrack tension,0.8\n',
    ),
  },
  {
    name: 'Parts ordering cheat sheet',
    description: 'Order codes and cut-off times.',
    subject: 'Parts',
    fileName: 'parts-ordering.txt',
    contentType: 'text/plain',
    brands: [1],
    content: Buffer.from(
      'Orders before 14:00 ship the same day.\nUse code EXP for express delivery.\n',
    ),
  },
];

/** Demo scale: more documents in every subject for each brand. */
export function generatedDocuments(): DocumentSeed[] {
  const subjects: DocumentSubject[] = [
    'General',
    'IRW',
    'Marketing',
    'Parts',
    'Sales',
    'Service',
    'Warranty',
  ];
  return [1, 2, 3, 4].flatMap((brand) =>
    subjects.flatMap((subject, s) =>
      [1, 2].map((n) =>
        pdf(
          `${subject} update ${brand}.${s + 1}.${n}`,
          `Circular for ${subject.toLowerCase()} teams.`,
          subject,
          [brand],
        ),
      ),
    ),
  );
}
