import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/shared/session';
import { Box, Button, Card, HStack, Heading, Image, Stack, Text, chakra } from '@portal/shared/ui';
import { formatPublishDate, LoadState } from '../content-site/page-state';
import { useContent } from '../content-site/use-content';
import { getMedia, type MediaItem } from './media.api';
import { VideoPopup } from './video-popup';

/** Dashboard widget (care §2, §9): the first 5 media items (each plays in the popup) and View more. */
export default function MediaWidget() {
  const { t } = useTranslation('content');
  const lang = useSession((s) => s.lang);
  const navigate = useNavigate();
  const { data, loading, error, reload } = useContent('media', getMedia);
  const [playing, setPlaying] = useState<MediaItem | null>(null);
  return (
    <Card.Root variant="outline" h="full" as="section" aria-labelledby="media-widget-title">
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="md" id="media-widget-title">
            {t('media.title')}
          </Heading>
          <Button size="sm" variant="ghost" color="brand.fg" onClick={() => navigate('/auth/allMedia')}>
            {t('viewMore')}
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body pt="0">
        <LoadState loading={loading} error={error} empty={data?.length === 0} onRetry={reload} />
        <Stack as="ul" listStyleType="none" gap="2">
          {(data ?? []).slice(0, 5).map((m) => (
            <li key={m.id}>
              <chakra.button type="button" display="flex" gap="3" w="full" textAlign="start" p="2" borderRadius="md" _hover={{ bg: 'bg.muted' }} onClick={() => setPlaying(m)} data-testid="media-widget-item">
                <chakra.span srOnly>{t('media.playVideo')} </chakra.span>
                <Image src={m.imagepath} alt="" w="20" h="14" objectFit="cover" borderRadius="sm" flexShrink={0} />
                <Box minW="0">
                  <Text fontWeight="medium" lineClamp={2}>
                    {m.title}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {formatPublishDate(m.publishDate, lang)}
                  </Text>
                </Box>
              </chakra.button>
            </li>
          ))}
        </Stack>
      </Card.Body>
      <VideoPopup item={playing} onClose={() => setPlaying(null)} />
    </Card.Root>
  );
}
