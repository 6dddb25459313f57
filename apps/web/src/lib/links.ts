// Where a link opens: addresses containing 'http' in a new tab, the portal's own paths in place.

export function opensInNewTab(link: string): boolean {
  return link.includes('http');
}
