import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Box, Button, Dialog, Flex, Heading, Icon, Image, Portal, SafeHtml, Spinner, Stack, Text } from '@portal/shared/ui';
import { useSession } from '@portal/shared/session';
import { doctorProfileQuery, type Doctor } from './doctors.api';

/** The doctor profile with biography (content site getdoctorprofile). */
export function DoctorProfileDialog({ doctor, onClose, onBook }: { doctor: Doctor | null; onClose: () => void; onBook: (d: Doctor) => void }) {
  const { t } = useTranslation('appointments');
  const lang = useSession((s) => s.lang);
  const profile = useQuery({ ...doctorProfileQuery(doctor ?? { id: 0, vblog: '' }, lang), enabled: doctor !== null });
  const full = profile.data ?? null;
  const d = full ?? doctor;
  return (
    <Dialog.Root open={doctor !== null} onOpenChange={(e) => !e.open && onClose()} placement="center" size={{ base: 'full', md: 'lg' }} scrollBehavior="inside" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="doctor-profile">
            <Dialog.Header>
              <Dialog.Title>{t('profile.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {d ? (
                <Stack gap="4">
                  <Flex gap="4" align="center">
                    <Image src={d.image} alt="" boxSize="24" borderRadius="full" objectFit="cover" bg="bg.muted" />
                    <Stack gap="1">
                      <Heading as="h3" size="md">
                        {d.name}
                      </Heading>
                      <Text color="brand.fg">{d.specialty}</Text>
                      {d.specialization ? <Text fontSize="sm">{d.specialization}</Text> : null}
                      <Text fontSize="sm" color="fg.muted">
                        {d.location}
                      </Text>
                    </Stack>
                  </Flex>
                  <Box fontSize="sm">
                    {d.experience ? <Text>{t('find.experience', { count: d.experience })}</Text> : null}
                    {d.nationality ? <Text>{t('find.nationality')}: {d.nationality}</Text> : null}
                    {d.know_langauges ? <Text>{t('find.languages')}: {d.know_langauges}</Text> : null}
                  </Box>
                  <Box>
                    <Heading as="h4" size="sm" mb="1">
                      {t('profile.biography')}
                    </Heading>
                    {/* The content site writes the biography in HTML: shown as its paragraphs, through the shared sanitizer. */}
                    {profile.isPending ? <Spinner size="sm" /> : full?.biography_web ? <SafeHtml html={full.biography_web} fontSize="sm" data-testid="doctor-biography" /> : null}
                  </Box>
                  {d.appointment_message ? (
                    <Text color="orange.700" fontWeight="medium">
                      {d.appointment_message}
                    </Text>
                  ) : null}
                </Stack>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              {d && !d.appointment_message ? <Button onClick={() => onBook(d)}>{t('find.book')}</Button> : null}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <Button variant="ghost" size="sm" aria-label={t('common:button.close')} position="absolute" insetEnd="2" top="2" px="0">
                <Icon name="close" size={18} />
              </Button>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
