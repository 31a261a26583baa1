import { contentGet } from '@portal/shared/api';

export interface MediaItem {
  id: number;
  title: string;
  imagepath: string;
  videolink: string;
  publishDate: string;
}

/** GET getallmedia: videos, newest first. */
export function getMedia(): Promise<MediaItem[]> {
  return contentGet<MediaItem[]>('getallmedia');
}
