import { Image as ChakraImage, type ImageProps } from '@chakra-ui/react';

/**
 * Chakra's Image, except that an empty `src` gives the element no address: `<img src="">` makes the browser ask
 * for the page itself again (React warns about it), and the hospital's systems send '' for a doctor or a package
 * without a picture. The element keeps its size and background as the placeholder.
 */
export function Image({ src, ...rest }: ImageProps) {
  return <ChakraImage src={src || undefined} {...rest} />;
}
export type { ImageProps };
