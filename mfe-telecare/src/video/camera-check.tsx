import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Flex, Heading, Icon, Spinner, Stack, Text } from '@portal/shared/ui';
import { mediaProblem, openCameraAndMic, stopStream, type MediaProblem } from './media-errors';

type Check = { state: 'asking' } | { state: 'ready'; stream: MediaStream } | { state: 'failed'; problem: MediaProblem };

/** A 0–100 level of the microphone, a few times a second (Web Audio analyser). */
function useMicLevel(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0 || typeof AudioContext === 'undefined') return;
    const ctx = new AudioContext();
    const source = ctx.createMediaStreamSource(stream);
    const analyser = ctx.createAnalyser();
    analyser.fftSize = 512;
    source.connect(analyser);
    const data = new Uint8Array(analyser.fftSize);
    void ctx.resume().catch(() => undefined);
    const id = window.setInterval(() => {
      analyser.getByteTimeDomainData(data);
      let sum = 0;
      for (const v of data) sum += ((v - 128) / 128) ** 2;
      setLevel(Math.min(100, Math.round(Math.sqrt(sum / data.length) * 300)));
    }, 150);
    return () => {
      window.clearInterval(id);
      source.disconnect();
      void ctx.close().catch(() => undefined);
    };
  }, [stream]);
  return level;
}

export interface CameraCheckProps {
  /** The patient joins with the checked camera and microphone (the stream is handed over, not stopped). */
  onJoin: (stream: MediaStream) => void;
  onBack: () => void;
}

/** The camera and microphone opened (the browser asks the person), or why not. */
const checkMedia = (): Promise<Check> =>
  openCameraAndMic().then(
    (stream): Check => ({ state: 'ready', stream }),
    (err: unknown): Check => ({ state: 'failed', problem: mediaProblem(err) }),
  );

/**
 * The camera and microphone check before the room (docs/product.md#teleconsultation-joining): asks for both with
 * getUserMedia, shows the picture and a microphone level, and says clearly what is wrong when access is blocked,
 * no device exists or another application holds it, with Try again.
 */
export function CameraCheck({ onJoin, onBack }: CameraCheckProps) {
  const { t } = useTranslation('telecare');
  const [check, setCheck] = useState<Check>({ state: 'asking' });
  const handedOver = useRef(false);
  const stream = check.state === 'ready' ? check.stream : null;
  const level = useMicLevel(stream);

  const ask = useCallback(() => {
    setCheck({ state: 'asking' });
    void checkMedia().then(setCheck);
  }, []);

  // The page opens asking (the first state): the browser's own prompt, once.
  useEffect(() => {
    void checkMedia().then(setCheck);
  }, []);

  // The preview holds the stream: when it goes (another try, leaving the page) the camera stops, unless joined.
  const preview = useCallback(
    (el: HTMLVideoElement | null) => {
      if (!el || !stream) return;
      el.srcObject = stream;
      return () => {
        if (!handedOver.current) stopStream(stream);
      };
    },
    [stream],
  );

  return (
    <Stack gap="5" maxW="2xl" as="section" aria-labelledby="check-heading">
      <Box>
        <Heading as="h2" size="lg" id="check-heading">
          {t('launch.checkTitle')}
        </Heading>
        <Text color="fg.muted">{t('launch.checkIntro')}</Text>
      </Box>
      <Box position="relative" bg="gray.900" borderRadius="lg" overflow="hidden" aspectRatio={4 / 3} maxW="lg">
        <video
          ref={preview}
          autoPlay
          playsInline
          muted
          aria-label={t('launch.preview')}
          data-testid="preview-video"
          style={{ width: '100%', height: '100%', objectFit: 'cover', transform: 'scaleX(-1)', display: stream ? 'block' : 'none' }}
        />
        {!stream ? (
          <Flex position="absolute" inset="0" align="center" justify="center" color="white">
            <Icon name={check.state === 'failed' ? 'video-off' : 'video'} size={48} />
          </Flex>
        ) : null}
      </Box>
      <Box aria-live="polite">
        {check.state === 'asking' ? (
          <Flex gap="2" align="center" role="status">
            <Spinner size="sm" />
            <Text>{t('launch.askingAccess')}</Text>
          </Flex>
        ) : check.state === 'failed' ? (
          <Box role="alert" p="3" borderRadius="md" bg="red.subtle" color="red.fg" data-testid="media-error" data-problem={check.problem}>
            <Text fontWeight="semibold">{t(`launch.${check.problem}`)}</Text>
          </Box>
        ) : (
          <Stack gap="2">
            <Text role="status" color="green.fg" fontWeight="semibold" data-testid="media-ready">
              {t('launch.cameraReady')}
            </Text>
            <Text id="mic-level-label" fontSize="sm">
              {t('launch.micLevel')}
            </Text>
            <Box role="meter" aria-labelledby="mic-level-label" aria-valuemin={0} aria-valuemax={100} aria-valuenow={level} h="3" bg="bg.muted" borderRadius="full" overflow="hidden" maxW="sm">
              <Box h="100%" w={`${level}%`} bg="green.solid" transition="width 0.15s" />
            </Box>
            <Text fontSize="sm" color="fg.muted">
              {t('launch.micHint')}
            </Text>
          </Stack>
        )}
      </Box>
      <Flex gap="3" wrap="wrap">
        <Button
          disabled={!stream}
          onClick={() => {
            if (!stream) return;
            handedOver.current = true;
            onJoin(stream);
          }}
          data-testid="join-consultation"
        >
          <Icon name="video" size={18} />
          {t('launch.join')}
        </Button>
        {check.state === 'failed' ? (
          <Button variant="outline" onClick={ask} data-testid="media-retry">
            {t('launch.tryAgain')}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onBack}>
          {t('launch.back')}
        </Button>
      </Flex>
    </Stack>
  );
}
