// The current brand theme: remembered in localStorage, followed across tabs, applied to the page.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { BrandId } from '@portal/shared';
import { THEME_STORAGE_KEY, parseBrandId, themeAllowedOnHost } from './theme-choice';
import { applyTheme } from './theme-dom';

interface ThemeValue {
  brandId: BrandId;
  setBrandId(id: BrandId): void;
}

const ThemeContext = createContext<ThemeValue | null>(null);

export function ThemeProvider(props: { initial: BrandId; basePath: string; children: ReactNode }) {
  const { initial, basePath, children } = props;
  const [brandId, setBrandId] = useState<BrandId>(initial);

  useEffect(() => {
    applyTheme(brandId, basePath);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, String(brandId));
    } catch {
      // Storage disabled: the theme still applies to this page.
    }
  }, [brandId, basePath]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== THEME_STORAGE_KEY) return;
      const id = parseBrandId(event.newValue);
      if (id && themeAllowedOnHost(id, window.location.hostname)) setBrandId(id);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return <ThemeContext.Provider value={{ brandId, setBrandId }}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme outside ThemeProvider');
  return value;
}
