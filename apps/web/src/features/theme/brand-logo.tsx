// Inline SVG logo of each brand; its accessible name is the brand name.
import type { BrandId } from '@portal/shared';
import { BRAND_NAMES } from './theme-choice';

const MARK = 'var(--color-logo-mark)';

function Marks({ id }: { id: BrandId }) {
  switch (id) {
    case 1:
      return <path d="M4 36 20 4l16 32h-8l-8-17-8 17z" fill={MARK} />;
    case 2:
      return (
        <>
          <path d="M4 36 20 4l16 32h-8l-8-17-8 17z" fill={MARK} />
          <path d="m22 20-6 10h5l-2 8 7-11h-5l2-7z" fill="currentColor" />
        </>
      );
    case 3:
      return (
        <path
          d="M4 30c6-14 16-22 32-24-5 4-8 8-9 13 4-1 7 0 9 2-7 1-12 5-15 11-3-3-9-4-17-2z"
          fill={MARK}
        />
      );
    case 4:
      return <path d="M2 22 38 6 26 20l10 14-16-9-8 11v-14z" fill={MARK} />;
  }
}

export function BrandLogo(props: { brandId: BrandId; className?: string; decorative?: boolean }) {
  const { brandId, className, decorative } = props;
  const name = BRAND_NAMES[brandId];
  const [word, ...rest] = name.toUpperCase().split(' ');
  const sub = brandId === 2 ? rest.join(' ') : undefined;
  return (
    <svg
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
      viewBox="0 0 220 40"
      className={className}
      xmlns="http://www.w3.org/2000/svg"
    >
      <Marks id={brandId} />
      <text
        x="46"
        y={sub ? 22 : 29}
        fill="currentColor"
        fontFamily="system-ui, sans-serif"
        fontSize={sub ? 18 : 24}
        fontWeight="800"
        letterSpacing="3"
      >
        {brandId === 2 ? word : name.toUpperCase()}
      </text>
      {sub && (
        <text
          x="46"
          y="37"
          fill={MARK}
          fontFamily="system-ui, sans-serif"
          fontSize="11"
          fontWeight="700"
          letterSpacing="2"
        >
          {sub}
        </text>
      )}
    </svg>
  );
}
