import { isId } from './fields.ts';
import { isRecord } from '../../../schemas/is-record.ts';

/** A slide of fetch_slide (§7 leaves the shape open; the demo backend's is id, image, title, link). */
export interface Slide {
  id: string;
  image: string;
  title: string;
  /** the title in the site's local language, when sent */
  title_local: string;
  link: string;
}

function toSlide(item: unknown): Slide | null {
  if (!isRecord(item) || !isId(item.id) || typeof item.image !== 'string' || typeof item.title !== 'string') return null;
  const title_local = typeof item.title_local === 'string' ? item.title_local : '';
  return { id: String(item.id), image: item.image, title: item.title, title_local, link: typeof item.link === 'string' ? item.link : '' };
}

/** The slides of a fetch_slide value, or null when any item has another shape (the widget's error state). */
export function parseSlides(value: readonly unknown[]): Slide[] | null {
  const slides = value.map(toSlide);
  return slides.every((s): s is Slide => s !== null) ? slides : null;
}
