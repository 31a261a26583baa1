import type { ReactNode } from 'react';
import { BrandLogo, Box, Container, Flex, Grid } from '@portal/shared/ui';

export interface PublicFrameProps {
  children: ReactNode;
  /** Beside the form on wide screens, above it on phones (the login banners). */
  aside?: ReactNode;
  /** On the end side of the logo row (the language switch). */
  headerEnd?: ReactNode;
}

/** The frame of the public identity pages: logo row, then the form card (and the banners on login). */
export function PublicFrame({ children, aside, headerEnd }: PublicFrameProps) {
  return (
    <Container maxW="6xl" px={{ base: '4', md: '8' }} py={{ base: '4', md: '8' }}>
      <Flex as="header" align="center" justify="space-between" gap="4" mb={{ base: '4', md: '8' }}>
        <BrandLogo height={40} />
        {headerEnd}
      </Flex>
      <Grid templateColumns={aside ? { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1.15fr) minmax(0, 1fr)' } : 'minmax(0, 1fr)'} gap={{ base: '5', lg: '10' }} alignItems="start">
        {aside ? <Box>{aside}</Box> : null}
        <Box
          width="full"
          maxW={aside ? undefined : 'lg'}
          mx={aside ? undefined : 'auto'}
          bg="bg"
          borderWidth="1px"
          borderColor="border"
          borderRadius="xl"
          boxShadow="sm"
          p={{ base: '5', md: '8' }}
        >
          {children}
        </Box>
      </Grid>
    </Container>
  );
}
