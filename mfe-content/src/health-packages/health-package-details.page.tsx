import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/shared/session';
import { Box, Button, Card, Heading, HStack, Icon, Image, Link, SafeHtml, Stack, Text } from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useContentSite } from '../content-site/content-site.api';
import { packagesQuery, type HealthPackage, type SubPackage } from './health-packages.api';
import { BookHealthPackageDialog } from './book-health-package.dialog';
import { OfferInterest } from './offer-interest';
import { numberFormat } from '@portal/shared/i18n';

export function formatPrice(price: number, currency: string, lang: string): string {
  try {
    return numberFormat(lang === 'ar' ? 'ar-AE' : 'en-AE', { style: 'currency', currency, maximumFractionDigits: 2 }).format(price);
  } catch {
    return `${currency} ${price}`;
  }
}

/**
 * A package's details (docs/product.md#content-pages): banner with name and image, its sub packages (name, sanitised
 * description, price in the currency the content site gives, Terms note, Book) and Back. Without the
 * package in the navigation state it goes back to the list.
 */
export default function HealthPackageDetailsPage() {
  const { t } = useTranslation('content');
  const lang = useSession((s) => s.lang);
  const navigate = useNavigate();
  const state = useLocation().state as { package?: HealthPackage } | null;
  const fromState = state?.package;
  // Reloaded in the page language: the state holds the texts of the language the list was opened in.
  const all = useQuery({ ...packagesQuery(useContentSite()), enabled: Boolean(fromState) });
  const pkg = all.data?.find((p) => p.id === fromState?.id) ?? fromState;
  const [booking, setBooking] = useState<SubPackage | null>(null);

  if (!pkg) return <Navigate to="/auth/healthPackages" replace />;
  return (
    <Box maxW="5xl">
      <Link onClick={() => navigate('/auth/healthPackages')} color="brand.fg" mb="4" display="inline-flex" alignItems="center" gap="1" cursor="pointer">
        <Icon name="chevron-left" size={18} className="portal-icon-directional" /> {t('packages.back')}
      </Link>
      <Box borderRadius="lg" overflow="hidden" mb="6" borderWidth="1px">
        {/* The whole picture (the site's are 16:9 with the name along the bottom): a wide screen letterboxes it
            on the brand's tint instead of cutting its top and bottom off. */}
        <Image src={pkg.image} alt="" w="full" aspectRatio="16 / 9" maxH={{ base: 'none', md: '96' }} objectFit="contain" bg="brand.subtle" data-testid="package-banner" />
        <Heading as="h1" size="2xl" px="5" py="4" bg="brand.subtle">
          {pkg.name}
        </Heading>
      </Box>
      <OfferInterest offerId={pkg.id} />
      <Stack gap="4">
        {pkg.sub_packages.map((s) => (
          <Card.Root key={s.id} variant="outline" data-testid="sub-package">
            <Card.Header>
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Heading as="h2" size="lg">
                  {s.name}
                </Heading>
                <Text fontSize="xl" fontWeight="bold" color="brand.fg" data-testid="sub-package-price">
                  {formatPrice(s.price, s.currency, lang)}
                </Text>
              </HStack>
            </Card.Header>
            <Card.Body>
              <SafeHtml html={s.description} css={{ '& ul': { paddingInlineStart: '5', listStyleType: 'disc' }, '& li': { display: 'list-item' }, '& p': { marginBottom: '2' } }} />
              <Text fontSize="xs" color="fg.muted" mt="3">
                {t('packages.termsNote')}
              </Text>
            </Card.Body>
            <Card.Footer>
              <Button onClick={() => setBooking(s)} data-testid="book-package">
                {t('packages.book')}
              </Button>
            </Card.Footer>
          </Card.Root>
        ))}
      </Stack>
      <Button variant="outline" mt="6" onClick={() => navigate('/auth/healthPackages')}>
        {t('packages.back')}
      </Button>
      {booking ? <BookHealthPackageDialog open pkg={pkg} sub={booking} onClose={() => setBooking(null)} /> : null}
    </Box>
  );
}
