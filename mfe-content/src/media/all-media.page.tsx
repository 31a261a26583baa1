import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/shared/session';
import { Box, Card, Center, Icon, Image, PageHeader, SimpleGrid, Text, chakra } from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { ContentList, formatPublishDate } from '../content-site/page-state';
import { useContentSite } from '../content-site/content-site.api';
import { mediaQuery, type MediaItem } from './media.api';
import { VideoPopup } from './video-popup';

/** All media (care §2): cards with image, title and publish date; a card plays its video in a popup. */
export default function AllMediaPage() {
  const { t } = useTranslation('content');
  const lang = useSession((s) => s.lang);
  const list = useQuery(mediaQuery(useContentSite()));
  const [playing, setPlaying] = useState<MediaItem | null>(null);
  return (
    <Box>
      <PageHeader title={t('media.title')} />
      <ContentList query={list}>
        {(data) => (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
            {data.map((m) => (
              <li key={m.id}>
                <chakra.button type="button" w="full" h="full" textAlign="start" onClick={() => setPlaying(m)} data-testid="media-card">
                  <chakra.span srOnly>{t('media.playVideo')} </chakra.span>
                  <Card.Root variant="outline" overflow="hidden" h="full" _hover={{ shadow: 'md' }}>
                    <Box position="relative">
                      <Image src={m.imagepath} alt="" aspectRatio={16 / 9} objectFit="cover" w="full" />
                      <Center position="absolute" inset="0">
                        <Center bg="blackAlpha.600" color="white" borderRadius="full" w="14" h="14">
                          <Icon name="video" size={28} />
                        </Center>
                      </Center>
                    </Box>
                    <Card.Body gap="1">
                      <Text fontWeight="semibold">{m.title}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {formatPublishDate(m.publishDate, lang)}
                      </Text>
                    </Card.Body>
                  </Card.Root>
                </chakra.button>
              </li>
            ))}
          </SimpleGrid>
        )}
      </ContentList>
      <VideoPopup item={playing} onClose={() => setPlaying(null)} />
    </Box>
  );
}
