import type { ReactNode } from 'react';
import { Box, Card, Image, SimpleGrid, Text, chakra } from '@portal/shared/ui';

/** What a card of the grid shows: a 16:9 picture, a title and a line under it. */
export interface GridCard {
  key: string | number;
  image: string;
  title: string;
  detail: ReactNode;
}

interface Props<T> {
  items: T[];
  card: (item: T) => GridCard;
  /** What choosing a card does (its index among the items). */
  onOpen: (item: T, index: number) => void;
  /** Said before each card's title to a screen reader ('Play video'). */
  itemAction?: string;
  /** Drawn over each picture (the play sign of a video). */
  overlay?: ReactNode;
  testId: string;
}

/** A content page's list (news, media, health packages; docs/product.md#content-pages): one button-card a item, one to three a row. */
export function CardGrid<T>({ items, card, onOpen, itemAction, overlay, testId }: Props<T>) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
      {items.map((item, index) => {
        const c = card(item);
        return (
          <li key={c.key}>
            <chakra.button type="button" w="full" h="full" textAlign="start" onClick={() => onOpen(item, index)} data-testid={testId}>
              {itemAction ? <chakra.span srOnly>{itemAction} </chakra.span> : null}
              <Card.Root variant="outline" overflow="hidden" h="full" _hover={{ shadow: 'md' }}>
                <Box position="relative">
                  <Image src={c.image} alt="" aspectRatio={16 / 9} objectFit="cover" w="full" />
                  {overlay}
                </Box>
                <Card.Body gap="1">
                  <Text fontWeight="semibold">{c.title}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {c.detail}
                  </Text>
                </Card.Body>
              </Card.Root>
            </chakra.button>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
