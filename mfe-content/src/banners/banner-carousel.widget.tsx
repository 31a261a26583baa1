import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, HStack, IconButton, Image, Text, chakra } from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useContentSite } from '../content-site/content-site.api';
import { bannersQuery } from './banners.api';

export const BANNER_INTERVAL_MS = 3000;

/**
 * The dashboard banner carousel (docs/product.md#content-dashboard): a new banner every 3 s. It can be paused (WCAG 2.2.2:
 * moving content needs a pause), it pauses while hovered or focused, and it stays still when the
 * visitor asked the system for reduced motion.
 */
export default function BannerCarouselWidget() {
  const { t } = useTranslation('content');
  const { data } = useQuery(bannersQuery(useContentSite()));
  const banners = data ?? [];
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(() => typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
  const [hover, setHover] = useState(false);

  useEffect(() => {
    if (paused || hover || banners.length < 2) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % banners.length), BANNER_INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [paused, hover, banners.length]);

  if (banners.length === 0) return null;
  const current = banners[index % banners.length]!;
  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label={t('banners.label')}
      position="relative"
      borderRadius="lg"
      overflow="hidden"
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      onFocus={() => setHover(true)}
      onBlur={() => setHover(false)}
      data-testid="banner-carousel"
    >
      <Box aria-live={paused ? 'polite' : 'off'} role="group" aria-roledescription="slide" aria-label={t('banners.slide', { current: (index % banners.length) + 1, total: banners.length })}>
        <Image src={current.image} alt={current.title} w="full" h={{ base: '36', md: '56' }} objectFit="cover" />
      </Box>
      <HStack position="absolute" bottom="2" insetStart="2" insetEnd="2" justify="space-between">
        <HStack gap="0" bg="blackAlpha.500" borderRadius="full" px="1">
          {banners.map((b, i) => (
            <chakra.button
              key={b.id}
              type="button"
              // A 24 px target (WCAG 2.5.8) around the 10 px dot a person sees.
              w="6"
              h="6"
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              borderRadius="full"
              _before={{ content: '""', w: '2.5', h: '2.5', borderRadius: 'full', bg: i === index % banners.length ? 'white' : 'whiteAlpha.600' }}
              aria-label={t('banners.goTo', { n: i + 1 })}
              aria-current={i === index % banners.length ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </HStack>
        <IconButton
          size="xs"
          variant="solid"
          bg="blackAlpha.700"
          color="white"
          borderRadius="full"
          aria-label={paused ? t('banners.play') : t('banners.pause')}
          aria-pressed={paused}
          onClick={() => setPaused((p) => !p)}
          data-testid="banner-pause"
        >
          <Text as="span" fontSize="xs" fontWeight="bold" aria-hidden>
            {paused ? '▶' : '❚❚'}
          </Text>
        </IconButton>
      </HStack>
    </Box>
  );
}
