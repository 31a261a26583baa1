export { Tabs, Accordion } from '@chakra-ui/react';
