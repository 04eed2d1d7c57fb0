/** WCAG 2 contrast: relative luminance, ratio, and the nearest shade of a colour that reads on a background. */

type Rgb = [number, number, number];

const parseHex = (color: string): Rgb | null => {
  const hex = color.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as Rgb;
};

const toHex = (rgb: Rgb): string =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

const luminanceOf = ([r, g, b]: Rgb): number => {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};

/** The WCAG contrast ratio of two hex colours (1 to 21); null when one cannot be read. */
export const contrastRatio = (a: string, b: string): number | null => {
  const x = parseHex(a);
  const y = parseHex(b);
  if (!x || !y) return null;
  const [hi, lo] = [luminanceOf(x), luminanceOf(y)].sort((p, q) => q - p);
  return (hi + 0.05) / (lo + 0.05);
};

/**
 * The colour itself when it reaches `minimum` contrast on the background (WCAG AA for body text:
 * 4.5), else the first shade of it, mixed towards black on a light background or white on a dark
 * one in 5 % steps, that does. Used for text in the theme colour and for white text on it.
 */
export const readableOn = (color: string, background: string, minimum = 4.5): string => {
  const rgb = parseHex(color);
  const bg = parseHex(background);
  if (!rgb || !bg) return color;
  const target = luminanceOf(bg) > 0.18 ? 0 : 255;
  for (let step = 0; step <= 20; step += 1) {
    const mix = step / 20;
    const shade = toHex(rgb.map((c) => c + (target - c) * mix) as Rgb);
    if ((contrastRatio(shade, background) ?? 0) >= minimum) return shade;
  }
  return target === 0 ? '#000000' : '#ffffff';
};
