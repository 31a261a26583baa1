import { useTranslation } from 'react-i18next';
import { CloseButton, Dialog, Portal } from '@portal/shared/ui';
import type { MediaItem } from './media.api';

/** The video popup of a media item: plays the item's video link with the browser's controls. */
export function VideoPopup({ item, onClose }: { item: MediaItem | null; onClose: () => void }) {
  const { t } = useTranslation('content');
  return (
    <Dialog.Root open={item !== null} onOpenChange={(e) => !e.open && onClose()} size="xl" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{item?.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {item ? (
                <video
                  key={item.id}
                  src={item.videolink}
                  poster={item.imagepath}
                  controls
                  autoPlay
                  playsInline
                  style={{ width: '100%', borderRadius: 8, background: '#000' }}
                  data-testid="media-video"
                  aria-label={item.title}
                >
                  {t('media.noVideoSupport')}
                </video>
              ) : null}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
