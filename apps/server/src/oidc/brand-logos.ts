// Brand marks drawn as SVG for the provider's pages (login, sign-out, errors).

const MARKS: Record<number, { name: string; svg: string }> = {
  1: {
    name: 'Atlas',
    svg: '<path d="M4 36 20 4l16 32h-8l-8-17-8 17z" fill="#FF3600"/><text x="44" y="30" font-family="Arial, sans-serif" font-size="24" font-weight="700" fill="currentColor">ATLAS</text>',
  },
  2: {
    name: 'Atlas Portable Power',
    svg: '<path d="M4 36 20 4l16 32h-8l-8-17-8 17z" fill="#FF3600"/><path d="m22 20-6 10h5l-2 8 8-12h-5z" fill="#FFC400"/><text x="44" y="22" font-family="Arial, sans-serif" font-size="16" font-weight="700" fill="currentColor">ATLAS</text><text x="44" y="38" font-family="Arial, sans-serif" font-size="12" fill="currentColor">PORTABLE POWER</text>',
  },
  3: {
    name: 'Corvid',
    svg: '<circle cx="20" cy="20" r="16" fill="#F9E01D"/><path d="M11 22c6-9 14-11 20-6l-7 2 3 7c-6-4-11-4-16-3z" fill="#111"/><text x="44" y="30" font-family="Georgia, serif" font-size="24" font-weight="700" fill="currentColor">Corvid</text>',
  },
  4: {
    name: 'Kestrel',
    svg: '<path d="M4 20 20 6l16 14-16 14z" fill="#0F766E"/><path d="m12 20 8-7 8 7-8 7z" fill="#F7F7F7"/><text x="44" y="30" font-family="Arial, sans-serif" font-size="24" font-weight="700" fill="currentColor">KESTREL</text>',
  },
};

export function brandName(id: number): string {
  return (MARKS[id] ?? MARKS[1]!).name;
}

export function brandLogoSvg(id: number): string {
  const mark = MARKS[id] ?? MARKS[1]!;
  return `<svg class="logo" role="img" aria-label="${mark.name}" viewBox="0 0 220 40" width="220" height="40" xmlns="http://www.w3.org/2000/svg">${mark.svg}</svg>`;
}
