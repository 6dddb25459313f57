// The current brand theme: remembered in localStorage, followed across tabs, applied to the page.
// A brand can be previewed (the switcher) without being remembered until it is confirmed.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { BrandId } from '@portal/shared';
import { THEME_STORAGE_KEY, parseBrandId, themeAllowedOnHost } from './theme-choice';
import { applyTheme } from './theme-dom';

interface ThemeValue {
  /** The shown brand: the preview while there is one, else the remembered theme. */
  brandId: BrandId;
  /** The remembered theme. */
  rememberedId: BrandId;
  setBrandId(id: BrandId): void;
  /** Shows a brand without remembering it; null returns to the remembered theme. */
  preview(id: BrandId | null): void;
}

const ThemeContext = createContext<ThemeValue | null>(null);

export function ThemeProvider(props: { initial: BrandId; basePath: string; children: ReactNode }) {
  const { initial, basePath, children } = props;
  const [rememberedId, setRememberedId] = useState<BrandId>(initial);
  const [previewId, setPreviewId] = useState<BrandId | null>(null);
  const brandId = previewId ?? rememberedId;

  useEffect(() => {
    applyTheme(brandId, basePath);
  }, [brandId, basePath]);

  useEffect(() => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, String(rememberedId));
    } catch {
      // Storage disabled: the theme still applies to this page.
    }
  }, [rememberedId]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== THEME_STORAGE_KEY) return;
      const id = parseBrandId(event.newValue);
      if (id && themeAllowedOnHost(id, window.location.hostname)) setRememberedId(id);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo<ThemeValue>(
    () => ({
      brandId,
      rememberedId,
      setBrandId: (id) => {
        setPreviewId(null);
        setRememberedId(id);
      },
      preview: setPreviewId,
    }),
    [brandId, rememberedId],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme outside ThemeProvider');
  return value;
}
