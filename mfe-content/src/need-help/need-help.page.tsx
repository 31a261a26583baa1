import { useTranslation } from 'react-i18next';
import { HELPLINE, healthPackagesAvailable, supportEmail } from '@portal/shared/brand';
import { useSession } from '@portal/shared/session';
import { Accordion, Box, Card, Heading, HStack, Icon, Link, PageHeader, SimpleGrid, Stack, Text } from '@portal/shared/ui';

export const FAQ_KEYS = ['registration', 'booking', 'locations', 'packages', 'bmi', 'insurance', 'reports', 'appointments', 'family', 'other'] as const;

/** Need Help (docs/product.md#content-pages): the 24 h helpline, the brand's contact e-mail and the ten-question FAQ. */
export default function NeedHelpPage() {
  const { t } = useTranslation('content');
  const brand = useSession((s) => s.brandName) ?? 'burjeel';
  const email = supportEmail(brand);
  // A brand without health packages (lifecare) does not answer a question about booking them.
  const faq = FAQ_KEYS.filter((k) => k !== 'packages' || healthPackagesAvailable(brand));
  return (
    <Box maxW="4xl">
      <PageHeader title={t('needHelp.title')} subtitle={t('needHelp.subtitle')} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mb="8">
        <Card.Root variant="outline">
          <Card.Body>
            <HStack gap="3" align="start">
              <Box color="brand.fg" pt="1">
                <Icon name="phone" size={28} />
              </Box>
              <Stack gap="1">
                <Text fontWeight="semibold">{t('needHelp.helpline')}</Text>
                <Link href={`tel:${HELPLINE.dial}`} color="brand.fg" fontSize="xl" fontWeight="bold" dir="ltr" data-testid="helpline-link">
                  {HELPLINE.display}
                </Link>
                <Text fontSize="sm" color="fg.muted">
                  {t('needHelp.helplineHint')}
                </Text>
              </Stack>
            </HStack>
          </Card.Body>
        </Card.Root>
        <Card.Root variant="outline">
          <Card.Body>
            <HStack gap="3" align="start">
              <Box color="brand.fg" pt="1">
                <Icon name="chat" size={28} />
              </Box>
              <Stack gap="1" minW="0">
                <Text fontWeight="semibold">{t('needHelp.emailTitle')}</Text>
                <Link href={`mailto:${email}`} color="brand.fg" fontWeight="bold" dir="ltr" wordBreak="break-all" data-testid="support-email">
                  {email}
                </Link>
                <Text fontSize="sm" color="fg.muted">
                  {t('needHelp.emailHint')}
                </Text>
              </Stack>
            </HStack>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
      <Heading as="h2" size="lg" mb="3">
        {t('needHelp.faqTitle')}
      </Heading>
      <Accordion.Root collapsible multiple variant="enclosed">
        {faq.map((key) => (
          <Accordion.Item key={key} value={key}>
            <Accordion.ItemTrigger textAlign="start" py="3" cursor="pointer">
              <Text flex="1" fontWeight="medium">
                {t(`needHelp.faq.${key}.q`)}
              </Text>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody>
                <Text color="fg.muted">{t(`needHelp.faq.${key}.a`)}</Text>
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Box>
  );
}
