import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@portal/shared/i18n';
import { Badge, Box, Button, Flex, Grid, Heading, Icon, Stack, Text } from '@portal/shared/ui';
import { useRoomConnection } from './use-room-connection';

export interface RoomProps {
  meetingId: string;
  accessToken: string;
  localStream: MediaStream;
  /** The doctor's name until the room says it. */
  doctorName: string;
  onLeave: () => void;
}

/**
 * The consultation room of the embedded video service: the doctor's picture and sound, the patient's own
 * picture, microphone and camera switches and Leave. Signalling runs through the service's API (the SDK).
 */
export function Room({ meetingId, accessToken, localStream, doctorName, onLeave }: RoomProps) {
  const { t } = useTranslation('telecare');
  const peer = doctorName;
  const [micOn, setMicOn] = useState(true);
  const [camOn, setCamOn] = useState(true);
  const remote = useRef<HTMLVideoElement>(null);
  const { state, error } = useRoomConnection(meetingId, accessToken, localStream, remote);
  const showLocal = useCallback((el: HTMLVideoElement | null) => {
    if (el) el.srcObject = localStream;
  }, [localStream]);

  const toggle = (kind: 'audio' | 'video') => {
    const tracks = kind === 'audio' ? localStream.getAudioTracks() : localStream.getVideoTracks();
    const on = !tracks.every((x) => x.enabled);
    for (const track of tracks) track.enabled = on;
    if (kind === 'audio') setMicOn(on);
    else setCamOn(on);
  };

  const statusText =
    state === 'joining' || state === 'connecting' ? t('launch.connecting')
    : state === 'waiting' ? t('launch.waiting', { name: peer })
    : state === 'connected' ? t('launch.connected', { name: peer })
    : state === 'reconnecting' ? t('launch.reconnecting')
    : state === 'left' ? t('launch.peerLeft', { name: peer })
    : state === 'completed' ? t('launch.completed')
    : error ? translateMessage(error) : t('launch.joinFailed');
  const ended = state === 'completed' || state === 'error';

  return (
    <Stack gap="4" as="section" aria-labelledby="room-heading" data-testid="room" data-state={state}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="lg" id="room-heading">
          {t('launch.roomTitle', { name: peer })}
        </Heading>
        <Badge colorPalette={state === 'connected' ? 'green' : ended ? 'red' : 'orange'} size="lg" whiteSpace="normal" h="auto" py="1">
          <Text as="span" role="status" aria-live="polite" data-testid="room-status">
            {statusText}
          </Text>
        </Badge>
      </Flex>
      <Grid templateColumns={{ base: '1fr', md: '3fr 1fr' }} gap="3" alignItems="start">
        <Box bg="gray.900" borderRadius="lg" overflow="hidden" aspectRatio={4 / 3} position="relative">
          <video ref={remote} autoPlay playsInline aria-label={t('launch.doctorVideo', { name: peer })} data-testid="remote-video" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          {state !== 'connected' ? (
            <Flex position="absolute" inset="0" align="center" justify="center" color="white" direction="column" gap="2" p="4" textAlign="center">
              <Icon name="doctor" size={48} />
              <Text>{statusText}</Text>
            </Flex>
          ) : null}
        </Box>
        <Box>
          <Box bg="gray.900" borderRadius="lg" overflow="hidden" aspectRatio={4 / 3}>
            <video ref={showLocal} autoPlay playsInline muted aria-label={t('launch.yourVideo')} data-testid="local-video" style={{ width: '100%', height: '100%', objectFit: 'cover', transform: 'scaleX(-1)', visibility: camOn ? 'visible' : 'hidden' }} />
          </Box>
          <Text fontSize="sm" mt="1">
            {t('launch.you')}
          </Text>
        </Box>
      </Grid>
      <Flex gap="3" wrap="wrap">
        {!ended ? (
          <>
            <Button variant="outline" onClick={() => toggle('audio')} data-testid="toggle-mic">
              <Icon name={micOn ? 'mic' : 'mic-off'} size={18} />
              {micOn ? t('launch.mute') : t('launch.unmute')}
            </Button>
            <Button variant="outline" onClick={() => toggle('video')} data-testid="toggle-camera">
              <Icon name={camOn ? 'video' : 'video-off'} size={18} />
              {camOn ? t('launch.cameraOff') : t('launch.cameraOn')}
            </Button>
          </>
        ) : null}
        <Button colorPalette={ended ? 'brand' : 'red'} onClick={onLeave} data-testid="leave-room">
          <Icon name={ended ? 'chevron-left' : 'phone-off'} size={18} />
          {ended ? t('launch.back') : t('launch.leave')}
        </Button>
      </Flex>
    </Stack>
  );
}
