import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/shared/session';
import { MSG, type ProfileData } from '@portal/shared/contracts';
import { translateMessage } from '@portal/shared/i18n';
import { Box, Card, Grid, PageHeader, QueryState, Stack, Text } from '@portal/shared/ui';
import { HospitalCard } from '../hospital/hospital-card';
import { ChangePasswordCard, DeleteAccountCard } from './account-cards';
import { PersonalDetails } from './personal-details';
import { ProfileImage } from './profile-image';
import { profileQuery } from './profile.api';

/** /auth/profile (docs/product.md#accounts-profile): personal details, profile image, change password, delete account. */
export default function ProfilePage() {
  const { t } = useTranslation('identity');
  const uaeUser = useSession((s) => s.uaeUser);
  const profile = useQuery(profileQuery());
  return (
    <Stack gap="6" maxW="6xl" mx="auto" w="full">
      <PageHeader title={t('account.profile.title')} />
      <QueryState query={profile}>
        {(p) => (
          <Stack gap="6">
            <RecordLinkNote link={p.recordLink} />
            <Grid templateColumns={{ base: '1fr', lg: '240px 1fr' }} gap="6" alignItems="start">
              <Stack gap="6">
                <Card.Root>
                  <Card.Body>
                    <ProfileImage hasImage={Boolean(p.profileImgUrl)} />
                  </Card.Body>
                </Card.Root>
                <HospitalCard />
              </Stack>
              <Stack gap="6">
                <PersonalDetails profile={p} />
                {/* A digital-identity session, or an account without a password, has no password to change. */}
                {uaeUser || !p.hasPassword ? null : <ChangePasswordCard />}
                <DeleteAccountCard />
              </Stack>
            </Grid>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

/**
 * The hospital has the account's document under another number or birth date: no record is linked, and the patient
 * is told why and what to do (docs/product.md#everywhere-ownership).
 */
function RecordLinkNote({ link }: { link: ProfileData['recordLink'] }) {
  const { t } = useTranslation('identity');
  if (link !== 'mismatch' && link !== 'dataMismatch') return null;
  return (
    <Box role="note" data-testid="record-link-note" borderWidth="1px" borderColor="orange.muted" bg="orange.subtle" borderRadius="md" p="3" borderStartWidth="4px" borderStartColor="orange.solid">
      <Text fontWeight="semibold">{translateMessage(link === 'mismatch' ? MSG.recordIssue : MSG.dataMismatch)}</Text>
      <Text fontSize="sm">{t('account.profile.recordLinkHelp')}</Text>
    </Box>
  );
}
