import { tokens } from '@fluentui/react-components';

/** The product mark: a mountain over water in a rounded square, drawn inline. */
export const BrandMark = ({ size, inverted = false }: { size: number; inverted?: boolean }) => {
  const tile = inverted ? 'rgba(255,255,255,0.18)' : tokens.colorBrandBackground;
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden focusable="false">
      <rect width="40" height="40" rx="10" style={{ fill: tile }} />
      <path d="M7 27 L15 15 L20 21 L25 12 L33 27 Z" fill="#FFFFFF" />
      <path d="M8 31 Q14 29 20 31 T32 31" stroke="#FFFFFF" strokeWidth="2" fill="none" strokeLinecap="round" />
    </svg>
  );
};
