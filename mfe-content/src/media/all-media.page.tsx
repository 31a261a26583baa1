import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/shared/session';
import { Box, Center, Icon, PageHeader } from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { CardGrid } from '../content-site/card-grid';
import { ContentList, formatPublishDate } from '../content-site/page-state';
import { useContentSite } from '../content-site/content-site.api';
import { mediaQuery, type MediaItem } from './media.api';
import { VideoPopup } from './video-popup';

/** All media (docs/product.md#content-pages): cards with image, title and publish date; a card plays its video in a popup. */
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
          <CardGrid
            items={data}
            card={(m) => ({ key: m.id, image: m.imagepath, title: m.title, detail: formatPublishDate(m.publishDate, lang) })}
            onOpen={setPlaying}
            itemAction={t('media.playVideo')}
            overlay={
              <Center position="absolute" inset="0">
                <Center bg="blackAlpha.600" color="white" borderRadius="full" w="14" h="14">
                  <Icon name="video" size={28} />
                </Center>
              </Center>
            }
            testId="media-card"
          />
        )}
      </ContentList>
      <VideoPopup item={playing} onClose={() => setPlaying(null)} />
    </Box>
  );
}
