/**
 * `@portal/shared/ui` — the only way the apps reach Chakra UI. A curated set of re-exports (what the
 * portal uses) plus the portal's own components. Each Chakra component here needs its recipe in
 * `system.ts`; keep both lists in step. Everything is RTL-correct when styled with logical properties
 * (`ms`/`me`, `ps`/`pe`, `insetStart`/`insetEnd`, `textAlign="start"`).
 */

// Layout and typography
export {
  Box,
  Flex,
  Stack,
  HStack,
  VStack,
  Grid,
  GridItem,
  SimpleGrid,
  Container,
  Center,
  Spacer,
  Wrap,
  Text,
  Heading,
  Link,
  Separator,
  Portal,
  VisuallyHidden,
  chakra,
} from '@chakra-ui/react';
// Controls
export { Button, IconButton, Input, InputGroup, Textarea, Field, NativeSelect } from '@chakra-ui/react';
// Data display and feedback
export { Table, Badge, Card, Spinner, Skeleton, SkeletonText } from '@chakra-ui/react';
// Loaded on first use (not needed to paint the login page; see lazy.tsx): same API as Chakra's.
export { Dialog, Drawer, Menu, Tooltip, Tabs, Accordion, Checkbox, RadioGroup, PinInput, Progress } from './lazy-components';
export { lazyNamespace, preloadUi } from './lazy';
export { useDisclosure, useBreakpointValue } from '@chakra-ui/react';
export type { BoxProps, ButtonProps, InputProps, StackProps, TextProps, HeadingProps, FlexProps } from '@chakra-ui/react';

// The portal's design system and components
export { getPageSystem, getPortalSystem } from './system';
export { PortalUiProvider, useBrandTheme, adoptBrandFromLocation } from './provider';
export type { PortalUiProviderProps } from './provider';
export { toast, toaster, PortalToaster } from './toast';
export type { ToastType } from './toast';
export { ConfirmDialog, InfoDialog } from './lazy-portal';
export type { ConfirmDialogProps } from './confirm-dialog';
export type { InfoDialogProps } from './info-dialog';
export { FormField } from './form-field';
export type { FormFieldProps } from './form-field';
export { MobileInput } from './mobile-input';
export type { MobileInputProps } from './mobile-input';
export { OtpInput } from './otp-input';
export type { OtpInputProps } from './otp-input';
export { Countdown, useCountdown, formatMmSs } from './countdown';
export type { CountdownProps } from './countdown';
export { PageHeader, EmptyState, ErrorPanel, TileButton } from './page-parts';
export type { PageHeaderProps, EmptyStateProps, ErrorPanelProps } from './page-parts';
export { Icon } from './icon';
export { ICON_NAMES, isIconName } from './icon-names';
export type { IconProps } from './icon';
export type { IconName } from './icon-names';
export { BrandLogo } from './brand-logo';
export type { BrandLogoProps } from './brand-logo';
export { SafeHtml, sanitizeHtml } from './safe-html';
export type { SafeHtmlProps } from './safe-html';
export { CloseButton } from '@chakra-ui/react';
export { Image } from './image';
export type { ImageProps } from './image';
export { QueryState } from './query-state';
export type { QueryStateProps } from './query-state';
export { PasswordInput } from './password-input';
export type { PasswordInputProps } from './password-input';
export { DobInput } from './dob-input';
export { DateField } from './date-field';
export type { DateFieldProps } from './date-field';
export type { DobInputProps } from './dob-input';
export { maskDateTyping } from './masks';
export { useLater } from './use-later';
export { QueryFrameContext, WithQueryClient } from './query-frame';
