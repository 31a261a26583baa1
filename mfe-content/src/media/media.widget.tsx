import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListWidget } from '../content-site/list-widget';
import { useQuery } from '@tanstack/react-query';
import { useContentSite } from '../content-site/content-site.api';
import { mediaQuery, type MediaItem } from './media.api';
import { VideoPopup } from './video-popup';

/** Dashboard widget (docs/product.md#content-dashboard): the first 5 media items (each plays in the popup) and View more. */
export default function MediaWidget() {
  const { t } = useTranslation('content');
  const media = useQuery(mediaQuery(useContentSite()));
  const [playing, setPlaying] = useState<MediaItem | null>(null);
  return (
    <ListWidget
      id="media-widget-title"
      title={t('media.title')}
      moreTo="/auth/allMedia"
      query={media}
      onOpen={(item) => setPlaying(item)}
      itemAction={t('media.playVideo')}
      itemTestId="media-widget-item"
    >
      <VideoPopup item={playing} onClose={() => setPlaying(null)} />
    </ListWidget>
  );
}
