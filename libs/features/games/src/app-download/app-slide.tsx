import styled from 'styled-components';

export interface AppSlideProps {
  index: number;
  title: string;
  caption: string;
  label: string;
}

const Picture = styled.svg`
  display: block;
  width: 100%;
  height: auto;
`;

/** One picture of the app carousel, drawn here (a phone with the feature's name), 4:3. */
export function AppSlide({ index, title, caption, label }: AppSlideProps) {
  const hue = (index * 90 + 200) % 360;
  const id = `app-slide-${index}`;
  return (
    <Picture viewBox="0 0 400 300" role="img" aria-label={label}>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${hue},70%,42%)`} />
          <stop offset="1" stopColor={`hsl(${(hue + 40) % 360},75%,28%)`} />
        </linearGradient>
      </defs>
      <rect width="400" height="300" fill={`url(#${id})`} />
      <rect x="36" y="40" width="120" height="220" rx="18" fill="#fff" opacity="0.92" />
      <rect x="48" y="64" width="96" height="160" rx="6" fill={`hsl(${hue},55%,82%)`} />
      <circle cx="96" cy="242" r="7" fill={`hsl(${hue},40%,70%)`} />
      <text x="186" y="140" fontSize="34" fontWeight="700" fill="#fff">
        {title}
      </text>
      <text x="188" y="182" fontSize="17" fill="#fff">
        {caption}
      </text>
    </Picture>
  );
}
