import { forwardRef, useId, useRef, type Ref } from 'react';
import { HStack, Text, chakra } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';

export interface FileInputProps {
  /** The input's id (a FormField's `id`, so its label names the input). */
  id?: string;
  name?: string;
  /** The extensions offered by the picker, e.g. `.pdf,.jpg`. */
  accept?: string;
  /** The chosen file's name, or nothing: shown beside the button. */
  fileName?: string | null;
  onFile: (file: File | undefined) => void;
  onBlur?: () => void;
  disabled?: boolean;
  'aria-describedby'?: string;
}

/**
 * A file picker worded in the page's language: the browser's own ('Choose File', 'No file chosen') speaks the
 * browser's language whatever the page's. The native input stays (keyboard, screen readers, tests and journeys
 * set files on it) but is visually hidden; its label is drawn as the button, and shows the focus the input has.
 */
export const FileInput = forwardRef(function FileInput({ id, name, accept, fileName, onFile, onBlur, disabled, ...aria }: FileInputProps, ref: Ref<HTMLInputElement>) {
  const { t } = useTranslation('common');
  const auto = useId();
  const inputId = id ?? `file-${auto}`;
  const own = useRef<HTMLInputElement | null>(null);
  return (
    <HStack gap="3" wrap="wrap" width="full">
      <chakra.input
        ref={(el: HTMLInputElement | null) => {
          own.current = el;
          if (typeof ref === 'function') ref(el);
          else if (ref) (ref as { current: HTMLInputElement | null }).current = el;
        }}
        id={inputId}
        type="file"
        name={name}
        accept={accept}
        disabled={disabled}
        onChange={(e) => onFile(e.currentTarget.files?.[0])}
        onBlur={onBlur}
        className="peer"
        srOnly
        {...aria}
      />
      <chakra.label
        htmlFor={inputId}
        aria-hidden="true"
        display="inline-flex"
        alignItems="center"
        borderWidth="1px"
        borderColor="border.emphasized"
        borderRadius="l2"
        px="3"
        h="9"
        fontWeight="medium"
        textStyle="sm"
        cursor={disabled ? 'not-allowed' : 'pointer'}
        opacity={disabled ? 0.5 : 1}
        _hover={{ bg: 'bg.muted' }}
        _peerFocusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
        data-testid="file-input-button"
      >
        {t('ui.chooseFile')}
      </chakra.label>
      <Text textStyle="sm" color="fg.muted" truncate minW="0" flex="1" data-testid="file-input-name">
        {fileName || t('ui.noFileChosen')}
      </Text>
    </HStack>
  );
});
