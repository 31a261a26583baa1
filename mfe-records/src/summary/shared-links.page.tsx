import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDmy } from '@portal/shared/i18n';
import { Badge, Box, Button, ConfirmDialog, Flex, Heading, Link, PageHeader, QueryState, Stack, chakra, toast } from '@portal/shared/ui';
import { sharesQuery, useRevokeShare, type SharedLink } from './summary.api';

const STATUS_PALETTE: Record<SharedLink['status'], string> = { active: 'green', expired: 'gray', revoked: 'gray', locked: 'red' };

function LinkCard({ link, onRevoke }: { link: SharedLink; onRevoke: (l: SharedLink) => void }) {
  const { t, i18n } = useTranslation('records');
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }} data-testid="shared-link">
      <Flex justify="space-between" gap="2" wrap="wrap" align="baseline">
        <Heading as="h2" size="sm">
          <bdi>{link.label}</bdi>
        </Heading>
        <Badge colorPalette={STATUS_PALETTE[link.status]} data-testid="shared-link-status">{t(`links.status.${link.status}`)}</Badge>
      </Flex>
      <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', sm: 'max-content 1fr' }} columnGap="4" rowGap="1" mt="2" fontSize="sm">
        <chakra.dt color="fg.muted">{t('links.whose')}</chakra.dt>
        <chakra.dd m="0"><bdi>{link.patientName}</bdi>{link.mine ? '' : ` ${t('links.madeForYou')}`}</chakra.dd>
        <chakra.dt color="fg.muted">{t('links.contents')}</chakra.dt>
        <chakra.dd m="0" data-testid="shared-link-contents">{link.sections.map((s) => t(`summary.sections.${s}`)).join(t('links.separator'))}</chakra.dd>
        <chakra.dt color="fg.muted">{t('links.expires')}</chakra.dt>
        <chakra.dd m="0"><bdi dir="ltr">{formatDmy(link.expiresAt, lang, { withTime: true })}</bdi></chakra.dd>
        <chakra.dt color="fg.muted">{t('links.passcode')}</chakra.dt>
        <chakra.dd m="0" data-testid="shared-link-passcode">{link.passcode ? t('links.passcodeYes', { count: link.remainingAttempts }) : t('links.passcodeNo')}</chakra.dd>
        <chakra.dt color="fg.muted">{t('links.openings')}</chakra.dt>
        <chakra.dd m="0" data-testid="shared-link-openings">{t('links.openedTimes', { count: link.openings })}</chakra.dd>
        <chakra.dt color="fg.muted">{t('links.recipients')}</chakra.dt>
        <chakra.dd m="0" data-testid="shared-link-recipients">{link.recipients.length ? link.recipients.map((r, i) => <bdi key={i}>{i ? t('links.separator') : ''}{r}</bdi>) : t('links.noRecipients')}</chakra.dd>
      </chakra.dl>
      {link.status === 'active' ? (
        <Button mt="3" size="sm" variant="outline" colorPalette="red" onClick={() => onRevoke(link)}>
          {t('links.revoke')}
        </Button>
      ) : null}
    </Box>
  );
}

/**
 * /auth/sharedLinks: the summaries shared as links, newest first: what each holds, until when, with a passcode or
 * not, how often it was opened and by whom (the names the recipients gave); an active one can be revoked at once.
 * Links made of the patient by the account that holds them as a family member are listed too.
 */
export default function SharedLinksPage() {
  const { t } = useTranslation('records');
  const links = useQuery(sharesQuery());
  const revoke = useRevokeShare();
  const [asking, setAsking] = useState<SharedLink | null>(null);
  return (
    <Box>
      <PageHeader title={t('links.title')} subtitle={t('links.subtitle')} />
      <Flex mb="4" gap="4" wrap="wrap">
        <Link asChild color="brand.fg" textDecoration="underline">
          <RouterLink to="/auth/healthSummary">{t('links.toSummary')}</RouterLink>
        </Link>
        <Link asChild color="brand.fg" textDecoration="underline">
          <RouterLink to="/auth/recordAccess">{t('links.toAccess')}</RouterLink>
        </Link>
      </Flex>
      <QueryState query={links} loading={t('links.loading')} isEmpty={(d) => d.length === 0} empty={t('links.empty')} emptyIcon="share">
        {(list) => (
          <Stack as="ul" listStyleType="none" p="0" gap="3" aria-label={t('links.listLabel')} data-testid="shared-links">
            {list.map((l) => (
              <LinkCard key={l.id} link={l} onRevoke={setAsking} />
            ))}
          </Stack>
        )}
      </QueryState>
      <ConfirmDialog
        open={asking !== null}
        title={t('links.revokeTitle')}
        body={t('links.revokeMessage', { label: asking?.label ?? '' })}
        confirmLabel={t('links.revoke')}
        cancelLabel={t('common.cancel')}
        destructive
        busy={revoke.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          const l = asking!;
          setAsking(null);
          revoke.mutate(l.id, { onSuccess: () => toast.success(t('links.revoked')), onError: () => toast.error(t('links.revokeFailed')) });
        }}
      />
    </Box>
  );
}
