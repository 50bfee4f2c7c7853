/**
 * The product's icons as inline SVG paths (24×24): players' devices differ in emoji fonts, and no
 * icon font may come from the internet. One constant each, so a chunk carries only the icons its
 * code names (the build inlines them where they are used).
 */
export const flame =
  'M12 2c1 4 5 5.5 5 10.5A5 5 0 0 1 12 18a5 5 0 0 1-5-5.5c0-2 1-3.5 2-4.5 0 2 1 3 2 3 0-3-1-6 1-9Zm0 20a7 7 0 0 1-7-7h2a5 5 0 0 0 10 0h2a7 7 0 0 1-7 7Z';
export const seven = 'M5 3h14v3l-7 15H8.5l6.8-14H5V3Z';
export const cards = 'M4 5.5 11 3l4 13-7 2.5L4 5.5Zm9-1.8L20 6l-4 13.3-1.1-3.7 2.8-9.3-4.7-1.6ZM7.3 8.4l1.2 4 3.4-2.6-4.6-1.4Z';
export const ball =
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 4 3.5 2.5-1.3 4h-4.4l-1.3-4L12 6Zm-6.8 5.2 1.7-.6 1.4 4.2-1 1.6-1.9-.2a8 8 0 0 1-.2-5Zm13.6 0a8 8 0 0 1-.2 5l-1.9.2-1-1.6 1.4-4.2 1.7.6ZM9.8 17.6l1-1.6h2.4l1 1.6-1 2.3a8 8 0 0 1-2.4 0l-1-2.3Z';
export const fish = 'M2 12c3-4 7-6 11-6 4 0 7 3 8 6-1 3-4 6-8 6-4 0-8-2-11-6Zm0 0 -1-4v8l1-4Zm14-1.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z';
export const spade = 'M12 2c3 4 8 6.5 8 10.5a4 4 0 0 1-6.5 3.1L15 21H9l1.5-5.4A4 4 0 0 1 4 12.5C4 8.5 9 6 12 2Z';
export const ticket = 'M3 6h18v4a2 2 0 0 0 0 4v4H3v-4a2 2 0 0 0 0-4V6Zm11 2v2h2V8h-2Zm0 3v2h2v-2h-2Zm0 3v2h2v-2h-2Z';
export const rocket =
  'M14 3c3 0 6 1 7 2-.5 4-2 7-5 9.5V19l-3 3-1.5-4.5L7 13 2.5 11.5l3-3H10C12 5.5 14 3.5 14 3Zm1.5 4a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3ZM5 16c1 0 3 2 3 3-1 1-4 2-5 2 0-1 1-4 2-5Z';
export const gamepad =
  'M7 7h10a5 5 0 0 1 4.9 6l-.8 4a2.5 2.5 0 0 1-4.4 1L15 16H9l-1.7 2a2.5 2.5 0 0 1-4.4-1l-.8-4A5 5 0 0 1 7 7Zm0 3v1.5H5.5v2H7V15h2v-1.5h1.5v-2H9V10H7Zm8.5.5a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6Zm2.5 2a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6Z';
export const grid = 'M3 3h8v8H3V3Zm10 0h8v8h-8V3ZM3 13h8v8H3v-8Zm10 0h8v8h-8v-8Z';
export const feather = 'M20 3c-7 0-13 4-14 11l-3 7h2l2.5-5C15 16 20 10 20 3Zm-9 9 4-4';
export const hash = 'M9 3h2l-.6 5h4l.6-5h2l-.6 5H20v2h-3.8l-.5 4H19v2h-3.5l-.6 5h-2l.6-5h-4l-.6 5H7l.6-5H4v-2h3.8l.5-4H5V8h3.5L9 3Zm1.2 7-.5 4h4l.5-4h-4Z';
export const horse = 'M8 21v-5c-2-1-3-3-3-5 0-4 3-7 7-8l1-2 1 2c3 1 6 4 6 7l-2 1-2-2-2 1v3l2 8h-2l-2-6-2 1v5H8Z';
export const gift = 'M3 8h18v4H3V8Zm1 5h7v8H4v-8Zm9 0h7v8h-7v-8ZM12 8C10 4 6 4 6 6s3 2 6 2Zm0 0c2-4 6-4 6-2s-3 2-6 2Z';
export const chat = 'M4 4h16v12H8l-4 4V4Zm4 5v2h8V9H8Z';
export const robot =
  'M11 2h2v3h4a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3V8a3 3 0 0 1 3-3h4V2Zm-2 8a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm6 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm-6 5v1.5h6V15H9ZM1 10h2v5H1v-5Zm20 0h2v5h-2v-5Z';
export const close = 'M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4 6.4 5Z';
export const chevronLeft = 'M15.4 5 17 6.6 11.6 12l5.4 5.4-1.6 1.6-7-7 7-7Z';
export const chevronRight = 'M8.6 5 7 6.6l5.4 5.4L7 17.4 8.6 19l7-7-7-7Z';
export const heart =
  'M12 21 10.6 19.7C5.4 15 2 12 2 8.2 2 5.1 4.4 3 7.3 3c1.7 0 3.4.8 4.7 2.1C13.3 3.8 15 3 16.7 3 19.6 3 22 5.1 22 8.2c0 3.8-3.4 6.8-8.6 11.5L12 21Z';
export const user = 'M12 2a5 5 0 1 1 0 10 5 5 0 0 1 0-10Zm0 12c5 0 9 2.5 9 5.5V22H3v-2.5C3 16.5 7 14 12 14Z';
export const search = 'M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z';
export const refresh = 'M12 4a8 8 0 0 1 7.4 5H22l-3.5 4L15 9h2.2A6 6 0 1 0 18 14h2.1A8 8 0 1 1 12 4Z';
export const crown = 'M3 7l4.5 4L12 4l4.5 7L21 7l-2 12H5L3 7Z';
export const handshake = 'M2 9l4-4 4 2 2-1 2 1 4-2 4 4-3 5-5 4-2-1-2 1-5-4-3-5Zm8 1 2 2 3-2-2-1-3 1Z';
export const send = 'M2 21 23 12 2 3v7l15 2-15 2v7Z';
export const image =
  'M4 4h16a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Zm1 2v10l4-4 3 3 4-5 3 4V6H5Zm3 1.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Z';
export const plus = 'M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6V5Z';
export const pause = 'M6 4h4v16H6V4Zm8 0h4v16h-4V4Z';
export const play = 'M7 4v16l13-8L7 4Z';
export const megaphone = 'M3 10v4h3l6 4V6L6 10H3Zm11-1.5v7a4 4 0 0 0 0-7ZM14 4v2.1a6 6 0 0 1 0 11.8V20a8 8 0 0 0 0-16Z';
export const trophy =
  'M6 3h12v2h3v3a4 4 0 0 1-4 4h-.4A5 5 0 0 1 13 15v3h4v3H7v-3h4v-3a5 5 0 0 1-3.6-3H7a4 4 0 0 1-4-4V5h3V3Zm0 4H5v1a2 2 0 0 0 1 1.7V7Zm12 0v2.7A2 2 0 0 0 19 8V7h-1Z';
export const download = 'M11 3h2v9.2l3.6-3.6L18 10l-6 6-6-6 1.4-1.4 3.6 3.6V3ZM4 18h16v2H4v-2Z';
