const MAX_SIDE = 240;

/**
 * A small JPEG data: URL of an image for the message list and history (the original may be 2 MB; localStorage is
 * ~5 MB for the whole site). undefined when the browser cannot decode it: the message then shows the file name.
 */
export async function makeThumbnail(file: Blob): Promise<string | undefined> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return undefined;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return canvas.toDataURL('image/jpeg', 0.8);
  } catch (error) {
    console.warn('Chat image thumbnail failed', error);
    return undefined;
  }
}
