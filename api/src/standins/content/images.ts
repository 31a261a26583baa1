import { banners, brands, doctors, insurance, locations, media, news, packages, specialties } from './data/index.js';
import type { Lang, Localized } from './data/index.js';

/**
 * Every picture of the content site is a small SVG drawn here from the seed, so the repository carries no
 * binary images and every record has an image that matches it (initials and brand colours for doctors).
 *
 * A picture with words in it comes in each language, as a content site's banners do: `<id>.svg` in English and
 * `<id>.ar.svg` in Arabic (right to left, its decoration mirrored). The Arabic views of the site name the
 * Arabic file (`imageIn`). Doctors' pictures hold their initials: the Arabic name's on the Arabic site, as an
 * Arabic reader knows the doctor (د. عمر حداد is ع ح, not OH).
 */

export const imageKinds = ['doctor', 'location', 'specialty', 'insurance', 'news', 'media', 'banner', 'package'] as const;
export type ImageKind = (typeof imageKinds)[number];
/** Kinds whose pictures hold no words: one file for both languages (none at present: a doctor's initials are words). */
const WORDLESS: ReadonlySet<string> = new Set<ImageKind>([]);

const PALETTE = ['#0e7490', '#7c3aed', '#be123c', '#15803d', '#b45309', '#1d4ed8', '#9d174d', '#047857', '#6d28d9', '#c2410c'];
const FONT = "font-family='Segoe UI,Tahoma,Arial,sans-serif'";

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function colorsFor(locationId: number): { primary: string; secondary: string } {
  // A location shared by brands takes the colours of the brand that lists it first as its own.
  const owner = brands.find((b) => b.locationIds[0] === locationId) ?? brands.find((b) => b.locationIds.includes(locationId)) ?? brands[0]!;
  return owner.colors;
}

function gradient(id: string, from: string, to: string): string {
  return `<defs><linearGradient id='${id}' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${from}'/><stop offset='1' stop-color='${to}'/></linearGradient></defs>`;
}

function svg(w: number, h: number, label: string, body: string): string {
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${w} ${h}' width='${w}' height='${h}' role='img' aria-label='${esc(label)}'>${body}</svg>`;
}

/** The direction attribute of a text in this language. */
const dir = (lang: Lang) => (lang === 'ar' ? " direction='rtl'" : '');

/** One centred line in the picture's language. */
function caption(text: Localized, lang: Lang, w: number, y: number, size: number, color = '#fff'): string {
  return `<text x='${w / 2}' y='${y}' text-anchor='middle'${dir(lang)} ${FONT} font-size='${size}' font-weight='600' fill='${color}'>${esc(text[lang])}</text>`;
}

/** Words in lines of at most `max` characters (a longer word keeps its own line); a picture's text is never cut. */
export function wrapWords(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Lines of text from `x`, centred as a block on `midY`, one `<tspan>` a line. */
function lines(texts: string[], lang: Lang, x: number, midY: number, size: number, lineHeight: number, attrs: string): string {
  const first = midY + size * 0.35 - ((texts.length - 1) * lineHeight) / 2;
  return `<text${dir(lang)} ${FONT} font-size='${size}' ${attrs}>`
    + texts.map((t, i) => `<tspan x='${x}' y='${Math.round(first + i * lineHeight)}'>${esc(t)}</tspan>`).join('')
    + '</text>';
}

/**
 * The banner's title block, in picture units: from x 150 to at most 830 (a title line holds 22 characters at
 * 52 px), so it stays clear of the decoration (from x 900) and inside what a phone shows of the picture when it
 * fills a wider-than-tall box (the middle 990 units of 1200).
 */
export const BANNER_TITLE = { start: 150, maxChars: 22, size: 52, decorationFrom: 900 } as const;

/** The Arabic file of a picture that has one: `/content/media/banner/7.svg` → `/content/media/banner/7.ar.svg`. */
export function imageIn(url: string, lang: Lang): string {
  const kind = /\/content\/media\/([a-z]+)\/\d+\.svg$/.exec(url)?.[1];
  return lang === 'ar' && kind && !WORDLESS.has(kind) ? url.replace(/\.svg$/, '.ar.svg') : url;
}

const CROSS = "<path d='M-12 -36h24v24h24v24h-24v24h-24v-24h-24v-24h24z' fill='#fff' fill-opacity='.9'/>";
const PLAY = "<circle r='34' fill='#fff' fill-opacity='.9'/><path d='M-10 -16l28 16l-28 16z' fill='#111827'/>";
const HEART = "<path d='M0 30c-40-26-52-44-44-60c8-14 30-14 44 4c14-18 36-18 44-4c8 16-4 34-44 60z' fill='#fff' fill-opacity='.9'/>";
const SHIELD = "<path d='M0 -40l34 12v22c0 24-16 40-34 48c-18-8-34-24-34-48v-22z' fill='#fff' fill-opacity='.92'/>";

function initials(name: string, lang: Lang): string {
  if (lang === 'ar') {
    // 'د. عمر الحداد' → 'ع ح': the title dropped, the article ال of a family name skipped; Arabic letters stand apart
    // (joined they would read as a word).
    const words = name.replace(/^د\.?\s*/, '').split(/\s+/).filter(Boolean);
    return words.map((w) => w.replace(/^ال(?=.)/, '')[0]).slice(0, 2).join(' ');
  }
  return name.replace(/^Dr\.?\s+/i, '').split(/\s+/).filter((p) => !/^Al$/i.test(p)).map((p) => p[0]).slice(0, 2).join('').toUpperCase();
}

function doctorSvg(id: number, lang: Lang): string | undefined {
  const d = doctors.find((x) => x.id === id);
  if (!d) return undefined;
  const c = colorsFor(d.locationId);
  return svg(240, 240, d.name[lang],
    gradient('g', c.primary, c.secondary)
    + "<rect width='240' height='240' fill='url(#g)'/>"
    + "<circle cx='120' cy='250' r='92' fill='#fff' fill-opacity='.18'/>"
    + `<text x='120' y='142' text-anchor='middle'${dir(lang)} ${FONT} font-size='84' font-weight='700' fill='#fff'>${esc(initials(d.name[lang], lang))}</text>`);
}

function locationSvg(id: number, lang: Lang): string | undefined {
  const l = locations.find((x) => x.locationId === id);
  if (!l) return undefined;
  const c = colorsFor(id);
  const windows = Array.from({ length: 12 }, (_, i) => `<rect x='${236 + (i % 4) * 34}' y='${96 + Math.floor(i / 4) * 34}' width='18' height='20' rx='2' fill='#bfdbfe'/>`).join('');
  return svg(640, 360, l.name[lang],
    gradient('g', '#e0f2fe', '#bae6fd')
    + "<rect width='640' height='360' fill='url(#g)'/>"
    + "<rect y='232' width='640' height='128' fill='#d1d5db'/>"
    + `<rect x='220' y='70' width='150' height='162' fill='${c.primary}'/>${windows}`
    + `<rect x='370' y='120' width='90' height='112' fill='${c.secondary}'/>`
    + "<g transform='translate(295 50) scale(.45)'><rect x='-50' y='-50' width='100' height='100' rx='12' fill='#dc2626'/>" + CROSS + '</g>'
    + `<rect y='262' width='640' height='98' fill='${c.primary}' fill-opacity='.88'/>`
    + caption(l.name, lang, 640, 312, 26));
}

function specialtySvg(id: number, lang: Lang): string | undefined {
  const s = specialties.find((x) => x.id === id);
  if (!s) return undefined;
  const col = PALETTE[id % PALETTE.length]!;
  return svg(200, 200, s.name[lang],
    gradient('g', col, '#0f172a') + "<rect width='200' height='200' rx='24' fill='url(#g)'/>"
    + `<g transform='translate(100 88) scale(.9)'>${id === 1 ? HEART : CROSS}</g>`
    + `<text x='100' y='170' text-anchor='middle'${dir(lang)} ${FONT} font-size='15' fill='#fff'>${esc(s.name[lang].slice(0, 24))}</text>`);
}

function insuranceSvg(id: number, lang: Lang): string | undefined {
  const i = insurance.find((x) => x.id === id);
  if (!i) return undefined;
  const col = PALETTE[id % PALETTE.length]!;
  const ar = lang === 'ar';
  return svg(320, 180, i.name[lang],
    "<rect width='320' height='180' rx='16' fill='#fff' stroke='#e5e7eb' stroke-width='2'/>"
    + `<g transform='translate(${ar ? 262 : 58} 78)'><circle r='44' fill='${col}'/>${SHIELD}</g>`
    // The whole name, in lines of at most 17 characters beside the shield (192 px of the 320).
    + lines(wrapWords(i.name[lang], 17), lang, ar ? 204 : 116, 78, 17, 21, `font-weight='700' fill='${col}'`));
}

function newsSvg(id: number, lang: Lang): string | undefined {
  const n = news.find((x) => x.id === id);
  if (!n) return undefined;
  const col = PALETTE[id % PALETTE.length]!;
  return svg(640, 360, n.title[lang],
    gradient('g', col, '#f8fafc') + "<rect width='640' height='360' fill='url(#g)'/>"
    + `<circle cx='540' cy='70' r='120' fill='#fff' fill-opacity='.15'/><circle cx='90' cy='330' r='150' fill='#fff' fill-opacity='.12'/>`
    + `<g transform='translate(320 150) scale(1.4)'>${id % 2 ? CROSS : HEART}</g>`
    + caption({ en: 'News', ar: 'أخبار' }, lang, 640, 300, 30, '#0f172a'));
}

function mediaSvg(id: number, lang: Lang): string | undefined {
  const m = media.find((x) => x.id === id);
  if (!m) return undefined;
  const col = PALETTE[(id + 3) % PALETTE.length]!;
  return svg(640, 360, m.title[lang],
    gradient('g', '#0f172a', col) + "<rect width='640' height='360' fill='url(#g)'/>"
    + `<g transform='translate(320 160)'>${PLAY}</g>`
    + caption({ en: 'Video', ar: 'فيديو' }, lang, 640, 280, 28));
}

function bannerSvg(id: number, lang: Lang): string | undefined {
  const b = banners.find((x) => x.id === id);
  if (!b) return undefined;
  const c = brands.find((x) => x.id === b.brand)!.colors;
  // Arabic mirrors the picture: the title from the right edge, the decoration on the left.
  const x = (fromLeft: number) => (lang === 'ar' ? 1200 - fromLeft : fromLeft);
  return svg(1200, 400, b.title[lang],
    gradient('g', c.primary, c.secondary) + "<rect width='1200' height='400' fill='url(#g)'/>"
    + `<circle cx='${x(1080)}' cy='60' r='220' fill='#fff' fill-opacity='.1'/><circle cx='${x(140)}' cy='420' r='200' fill='#fff' fill-opacity='.08'/>`
    + `<g transform='translate(${x(1000)} 200) scale(1.6)'>${b.banner_for === 'Login' ? HEART : CROSS}</g>`
    + lines(wrapWords(b.title[lang], BANNER_TITLE.maxChars), lang, x(BANNER_TITLE.start), 200, BANNER_TITLE.size, 62, "font-weight='700' fill='#fff'"));
}

function packageSvg(id: number, lang: Lang): string | undefined {
  const p = packages.find((x) => x.id === id);
  if (!p) return undefined;
  const col = PALETTE[(id * 3) % PALETTE.length]!;
  return svg(640, 360, p.name[lang],
    gradient('g', col, '#ecfeff') + "<rect width='640' height='360' fill='url(#g)'/>"
    + `<g transform='translate(320 130) scale(1.2)'>${HEART}</g>`
    + `<rect y='232' width='640' height='128' fill='#0f172a' fill-opacity='.55'/>`
    + caption(p.name, lang, 640, 306, 30));
}

const DRAW: Record<ImageKind, (id: number, lang: Lang) => string | undefined> = {
  doctor: doctorSvg, location: locationSvg, specialty: specialtySvg, insurance: insuranceSvg,
  news: newsSvg, media: mediaSvg, banner: bannerSvg, package: packageSvg,
};

/** All images, drawn once at start: `${kind}/${id}` (English) and `${kind}/${id}.ar` → SVG text. */
export function drawAllImages(): Map<string, string> {
  const out = new Map<string, string>();
  const ids: Record<ImageKind, number[]> = {
    doctor: doctors.map((x) => x.id), location: locations.map((x) => x.locationId), specialty: specialties.map((x) => x.id),
    insurance: insurance.map((x) => x.id), news: news.map((x) => x.id), media: media.map((x) => x.id),
    banner: banners.map((x) => x.id), package: packages.map((x) => x.id),
  };
  for (const kind of imageKinds) {
    for (const id of ids[kind]) {
      const en = DRAW[kind](id, 'en');
      if (en) out.set(`${kind}/${id}`, en);
      const ar = WORDLESS.has(kind) ? undefined : DRAW[kind](id, 'ar');
      if (ar) out.set(`${kind}/${id}.ar`, ar);
    }
  }
  return out;
}
