import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/shared/session';
import { Box, Button, HStack, Image, Skeleton } from '@portal/shared/ui';
import { knownLoginBanners, loginBanners } from './banner.api';
import { useLoaded } from '../parts/use-loaded';

const ADVANCE_MS = 5000;
/** The content site's banners are 1200×400; the frame keeps that shape so nothing is cropped. */
const BANNER_RATIO = 3;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The brand's login banners from the content site (getwebbanner?banner_for=Login). Advances every 5 s
 * unless the person prefers reduced motion, hovers or focuses it (WCAG 2.2.2: moving content can be
 * paused); dots choose a slide. Hidden when the content site has nothing, so the form never waits on it.
 */
export function BannerCarousel() {
  const { t } = useTranslation('identity');
  // The content-site address arrives from the shell after start; the language changes the titles.
  const wpBaseUrl = useSession((s) => s.wpBaseUrl);
  const lang = useSession((s) => s.lang);
  // The server draws the first view with the list it knows, and the page carries it for the render that hydrates it.
  const answer = useLoaded(`banners|${wpBaseUrl ?? ''}|${lang ?? ''}`, () => loginBanners().catch(() => []), knownLoginBanners);
  const banners = answer === undefined ? null : Array.isArray(answer) ? answer : [];
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  const count = banners?.length ?? 0;
  useEffect(() => {
    if (count < 2 || paused || prefersReducedMotion()) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), ADVANCE_MS);
    return () => clearInterval(timer);
  }, [count, paused]);

  if (banners === null) return <Skeleton aspectRatio={BANNER_RATIO} borderRadius="xl" />;
  if (count === 0) return null;
  const current = banners[Math.min(index, count - 1)];

  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label={t('login.bannersLabel')}
      position="relative"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Box borderRadius="xl" overflow="hidden" bg="brand.muted" aspectRatio={BANNER_RATIO} aria-live={paused ? 'polite' : 'off'}>
        <Image
          key={current.id}
          src={current.image}
          alt={current.title}
          width="full"
          height="full"
          objectFit="cover"
          // The first slide is the page's largest paint: asked for before the page's other pictures.
          fetchPriority={index === 0 ? 'high' : undefined}
          aria-roledescription="slide"
          data-testid="login-banner"
        />
      </Box>
      {count > 1 ? (
        <HStack justify="center" gap="0" mt="1">
          {banners.map((b, i) => (
            <Button
              key={b.id}
              // A 24 px target (WCAG 2.5.8) around the dot a person sees; the current one is a wider pill.
              size="2xs"
              minW="6"
              h="6"
              px="0"
              variant="plain"
              _before={{ content: '""', w: i === index ? '6' : '2.5', h: '2.5', borderRadius: 'full', bg: i === index ? 'brand.solid' : 'gray.500' }}
              _hover={{ _before: { bg: 'brand.emphasized' } }}
              aria-label={t('login.showBanner', { index: i + 1, count, title: b.title })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </HStack>
      ) : null}
    </Box>
  );
}
