import type { ChatUiLanguage } from './languages.ts';

interface ChatStrings {
  welcome: (name: string) => string;
  /** §8 chat failure */
  error: string;
  errorSuggestions: [tryAgain: string, checkConnection: string];
  /** §8 empty reply */
  empty: string;
  /** §5 image over 2 MB */
  fileTooLarge: string;
  notAnImage: string;
  menu: { balance: string; inbox: string };
}

/**
 * The chat's built-in texts in the three §9 chat languages. They live here rather than in locales/ because §8 fixes
 * their wording in English, Malay and Chinese and the chat keeps its own language (§9), independent of message files.
 */
export const CHAT_STRINGS: Record<ChatUiLanguage, ChatStrings> = {
  en: {
    welcome: (name) => `Hi, I'm ${name}! Ask me anything about deposits, withdrawals, games or your account.`,
    error: 'Sorry, I encountered an error. Please try again.',
    errorSuggestions: ['Try again', 'Check your connection'],
    empty: "Sorry, I couldn't process your request.",
    fileTooLarge: 'File too large! Maximum allowed is 2 MB.',
    notAnImage: 'Only image files can be sent.',
    menu: { balance: 'Check balance', inbox: 'Check inbox' },
  },
  ms: {
    welcome: (name) => `Hai, saya ${name}! Tanya saya apa sahaja tentang deposit, pengeluaran, permainan atau akaun anda.`,
    error: 'Maaf, saya menghadapi ralat. Sila cuba lagi.',
    errorSuggestions: ['Cuba lagi', 'Semak sambungan anda'],
    empty: 'Maaf, saya tidak dapat memproses permintaan anda.',
    fileTooLarge: 'Fail terlalu besar! Saiz maksimum yang dibenarkan ialah 2 MB.',
    notAnImage: 'Hanya fail imej boleh dihantar.',
    menu: { balance: 'Semak baki', inbox: 'Semak peti masuk' },
  },
  zh: {
    welcome: (name) => `你好，我是${name}！有关存款、提款、游戏或账户的问题，尽管问我。`,
    error: '抱歉，我遇到了错误。请重试。',
    errorSuggestions: ['重试', '检查您的网络连接'],
    empty: '抱歉，我无法处理您的请求。',
    fileTooLarge: '文件太大！最大允许 2 MB。',
    notAnImage: '只能发送图片文件。',
    menu: { balance: '查询余额', inbox: '查看收件箱' },
  },
};
