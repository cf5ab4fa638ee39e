export interface AppSlideProps {
  index: number;
  title: string;
  caption: string;
  label: string;
}

/**
 * One picture of the app carousel, drawn here (a phone with the feature's name), 5:3: as wide as
 * the carousel, its height from the viewBox's ratio, a block (no line gap under it).
 */
export function AppSlide({ index, title, caption, label }: AppSlideProps) {
  const hue = (index * 90 + 200) % 360;
  const id = `app-slide-${index}`;
  return (
    <svg viewBox="0 0 400 240" width="100%" display="block" role="img" aria-label={label}>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${hue},70%,42%)`} />
          <stop offset="1" stopColor={`hsl(${(hue + 40) % 360},75%,28%)`} />
        </linearGradient>
      </defs>
      <rect width="400" height="240" fill={`url(#${id})`} />
      <rect x="44" y="24" width="104" height="192" rx="16" fill="#fff" opacity="0.92" />
      <rect x="55" y="44" width="82" height="140" rx="6" fill={`hsl(${hue},55%,82%)`} />
      <circle cx="96" cy="200" r="6" fill={`hsl(${hue},40%,70%)`} />
      <text x="186" y="114" fontSize="34" fontWeight="700" fill="#fff">
        {title}
      </text>
      <text x="188" y="154" fontSize="17" fill="#fff">
        {caption}
      </text>
    </svg>
  );
}
