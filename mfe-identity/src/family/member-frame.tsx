import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FamilyMember } from '@portal/shared/rules';
import { Button, CloseButton, Dialog, Portal, Tabs } from '@portal/shared/ui';
import { DocumentsTab } from '../documents/documents-tab';

/** The member dialog's frame: the title, the Personal details and (on edit) Documents tabs, Cancel/Close and Save. */
export function MemberFrame({ open, member, busy, onClose, children }: { open: boolean; member: FamilyMember | null; busy: boolean; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation('identity');
  const [tab, setTab] = useState('personal');
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size={{ base: 'full', md: 'xl' }} placement="center" scrollBehavior="inside" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="member-dialog">
            <Dialog.Header>
              <Dialog.Title>{member ? t('account.family.editTitle') : t('account.family.addTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {member ? (
                <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="line">
                  <Tabs.List mb="4">
                    <Tabs.Trigger value="personal">{t('account.family.tabPersonal')}</Tabs.Trigger>
                    <Tabs.Trigger value="documents">{t('account.family.tabDocuments')}</Tabs.Trigger>
                  </Tabs.List>
                  <Tabs.Content value="personal">{children}</Tabs.Content>
                  <Tabs.Content value="documents">
                    <DocumentsTab familyMemberId={member.familyMemberId} />
                  </Tabs.Content>
                </Tabs.Root>
              ) : (
                children
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {tab === 'documents' ? t('common:button.close') : t('common:button.cancel')}
              </Button>
              {tab === 'personal' ? (
                <Button type="submit" form="member-form" loading={busy} data-testid="member-save">
                  {t('common:button.save')}
                </Button>
              ) : null}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common:button.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
