// Inline SVG logo of each brand (the shared drawing the sign-in pages use too); its accessible name
// is the brand name.
import { BRAND_LOGO_TEXT as TEXT, brandLogoDrawing, type BrandId } from '@portal/shared';

const MARK = 'var(--color-logo-mark)';

export function BrandLogo(props: { brandId: BrandId; className?: string; decorative?: boolean }) {
  const { brandId, className, decorative } = props;
  const logo = brandLogoDrawing(brandId);
  const sub = logo.sub;
  return (
    <svg
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : logo.name}
      aria-hidden={decorative || undefined}
      viewBox="0 0 220 40"
      className={className}
      xmlns="http://www.w3.org/2000/svg"
    >
      {logo.shapes.map((shape) => (
        <path key={shape.d} d={shape.d} fill={shape.fill === 'mark' ? MARK : 'currentColor'} />
      ))}
      <text
        x={TEXT.x}
        y={sub ? TEXT.word.yWithSub : TEXT.word.y}
        fill="currentColor"
        fontFamily={TEXT.font}
        fontSize={sub ? TEXT.word.sizeWithSub : TEXT.word.size}
        fontWeight={TEXT.word.weight}
        letterSpacing={TEXT.word.spacing}
      >
        {logo.word}
      </text>
      {sub && (
        <text
          x={TEXT.x}
          y={TEXT.sub.y}
          fill={MARK}
          fontFamily={TEXT.font}
          fontSize={TEXT.sub.size}
          fontWeight={TEXT.sub.weight}
          letterSpacing={TEXT.sub.spacing}
        >
          {sub}
        </text>
      )}
    </svg>
  );
}
