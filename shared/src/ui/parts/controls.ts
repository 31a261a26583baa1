export { Checkbox, RadioGroup, PinInput, Progress } from '@chakra-ui/react';
