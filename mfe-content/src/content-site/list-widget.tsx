import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/shared/session';
import { Box, Button, Card, HStack, Heading, Image, Stack, Text, chakra } from '@portal/shared/ui';
import { ContentList, formatPublishDate } from './page-state';

export interface ListWidgetItem {
  id: number;
  title: string;
  imagepath: string;
  publishDate: string;
}

interface Props<T extends ListWidgetItem> {
  /** The heading's id (the card is labelled by it). */
  id: string;
  title: string;
  /** Where View more goes. */
  moreTo: string;
  query: UseQueryResult<T[]>;
  /** What choosing an item does (its index among all the items). */
  onOpen: (item: T, index: number) => void;
  /** Said before each item's title to a screen reader ('Play video'). */
  itemAction?: string;
  itemTestId: string;
  children?: ReactNode;
}

/** A dashboard widget of content-site items (docs/product.md#content-dashboard): the first 5, each a button with its picture, title and date, and View more. */
export function ListWidget<T extends ListWidgetItem>({ id, title, moreTo, query, onOpen, itemAction, itemTestId, children }: Props<T>) {
  const { t } = useTranslation('content');
  const lang = useSession((s) => s.lang);
  const navigate = useNavigate();
  return (
    <Card.Root variant="outline" h="full" as="section" aria-labelledby={id}>
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="md" id={id}>
            {title}
          </Heading>
          <Button size="sm" variant="ghost" color="brand.fg" onClick={() => navigate(moreTo)}>
            {t('viewMore')}
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body pt="0">
        <ContentList query={query}>
          {(data) => (
            <Stack as="ul" listStyleType="none" gap="2">
              {data.slice(0, 5).map((item, index) => (
                <li key={item.id}>
                  <chakra.button
                    type="button"
                    display="flex"
                    gap="3"
                    w="full"
                    textAlign="start"
                    p="2"
                    borderRadius="md"
                    _hover={{ bg: 'bg.muted' }}
                    onClick={() => onOpen(item, index)}
                    data-testid={itemTestId}
                  >
                    {itemAction ? <chakra.span srOnly>{itemAction} </chakra.span> : null}
                    <Image src={item.imagepath} alt="" w="20" h="14" objectFit="cover" borderRadius="sm" flexShrink={0} />
                    <Box minW="0">
                      <Text fontWeight="medium" lineClamp={2}>
                        {item.title}
                      </Text>
                      <Text fontSize="xs" color="fg.muted">
                        {formatPublishDate(item.publishDate, lang)}
                      </Text>
                    </Box>
                  </chakra.button>
                </li>
              ))}
            </Stack>
          )}
        </ContentList>
      </Card.Body>
      {children}
    </Card.Root>
  );
}
