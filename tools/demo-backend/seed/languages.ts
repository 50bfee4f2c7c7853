import { LANGUAGE_NAMES } from '../../../src/i18n/language-names.ts';
import { LANGUAGES, MESSAGE_FILES, type LanguageCode } from '../../../src/i18n/languages.ts';

export { isLanguageCode, type LanguageCode } from '../../../src/i18n/languages.ts';

/** The backend offers the languages the player has message files for (§1), in the player's order. */
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as LanguageCode[];

export function languageOption(code: LanguageCode) {
  return { code, name: LANGUAGE_NAMES[code], icon: `${code.toLowerCase()}.svg`, files: [...MESSAGE_FILES] };
}

/** Words the seed needs in every language: menu titles, SEO item names, slide and inbox titles. */
export const TERMS = {
  home: { EN: 'Home', PHP: 'Home', CN: '首页', ESP: 'Inicio', RUS: 'Главная', VI: 'Trang chủ', MS: 'Utama', NE: 'गृहपृष्ठ', CT: '首頁', BN: 'হোম' },
  hot: {
    EN: 'Hot Games',
    PHP: 'Mainit na Laro',
    CN: '热门游戏',
    ESP: 'Juegos populares',
    RUS: 'Популярные',
    VI: 'Trò chơi hot',
    MS: 'Permainan Hangat',
    NE: 'लोकप्रिय खेल',
    CT: '熱門遊戲',
    BN: 'জনপ্রিয় গেম',
  },
  slots: { EN: 'Slots', PHP: 'Slots', CN: '老虎机', ESP: 'Tragamonedas', RUS: 'Слоты', VI: 'Slot', MS: 'Slot', NE: 'स्लटहरू', CT: '老虎機', BN: 'স্লট' },
  casino: {
    EN: 'Live Casino',
    PHP: 'Live Casino',
    CN: '真人娱乐',
    ESP: 'Casino en vivo',
    RUS: 'Живое казино',
    VI: 'Sòng bài trực tiếp',
    MS: 'Kasino Langsung',
    NE: 'लाइभ क्यासिनो',
    CT: '真人娛樂',
    BN: 'লাইভ ক্যাসিনো',
  },
  sports: { EN: 'Sports', PHP: 'Palakasan', CN: '体育', ESP: 'Deportes', RUS: 'Спорт', VI: 'Thể thao', MS: 'Sukan', NE: 'खेलकुद', CT: '體育', BN: 'খেলা' },
  fishing: {
    EN: 'Fishing',
    PHP: 'Pangingisda',
    CN: '捕鱼',
    ESP: 'Pesca',
    RUS: 'Рыбалка',
    VI: 'Bắn cá',
    MS: 'Memancing',
    NE: 'माछा मार्ने',
    CT: '捕魚',
    BN: 'মাছ ধরা',
  },
  poker: { EN: 'Poker', PHP: 'Poker', CN: '扑克', ESP: 'Póker', RUS: 'Покер', VI: 'Poker', MS: 'Poker', NE: 'पोकर', CT: '撲克', BN: 'পোকার' },
  lottery: { EN: 'Lottery', PHP: 'Loterya', CN: '彩票', ESP: 'Lotería', RUS: 'Лотерея', VI: 'Xổ số', MS: 'Loteri', NE: 'चिट्ठा', CT: '彩票', BN: 'লটারি' },
  promotions: {
    EN: 'Promotions',
    PHP: 'Mga Promo',
    CN: '优惠活动',
    ESP: 'Promociones',
    RUS: 'Акции',
    VI: 'Khuyến mãi',
    MS: 'Promosi',
    NE: 'प्रवर्धनहरू',
    CT: '優惠活動',
    BN: 'প্রচার',
  },
  vip: { EN: 'VIP', PHP: 'VIP', CN: 'VIP 会员', ESP: 'VIP', RUS: 'VIP-клуб', VI: 'VIP', MS: 'VIP', NE: 'भीआईपी', CT: 'VIP 會員', BN: 'ভিআইপি' },
  more: { EN: 'More', PHP: 'Higit pa', CN: '更多', ESP: 'Más', RUS: 'Ещё', VI: 'Thêm', MS: 'Lagi', NE: 'थप', CT: '更多', BN: 'আরও' },
  about: {
    EN: 'About Us',
    PHP: 'Tungkol sa Amin',
    CN: '关于我们',
    ESP: 'Sobre nosotros',
    RUS: 'О нас',
    VI: 'Giới thiệu',
    MS: 'Tentang Kami',
    NE: 'हाम्रो बारेमा',
    CT: '關於我們',
    BN: 'আমাদের সম্পর্কে',
  },
  faqs: {
    EN: 'FAQs',
    PHP: 'Mga Tanong',
    CN: '常见问题',
    ESP: 'Preguntas frecuentes',
    RUS: 'Вопросы и ответы',
    VI: 'Câu hỏi thường gặp',
    MS: 'Soalan Lazim',
    NE: 'प्रायः सोधिने प्रश्न',
    CT: '常見問題',
    BN: 'প্রশ্নোত্তর',
  },
  contact: {
    EN: 'Contact Us',
    PHP: 'Makipag-ugnayan',
    CN: '联系我们',
    ESP: 'Contacto',
    RUS: 'Контакты',
    VI: 'Liên hệ',
    MS: 'Hubungi Kami',
    NE: 'सम्पर्क',
    CT: '聯絡我們',
    BN: 'যোগাযোগ',
  },
  download: {
    EN: 'Download App',
    PHP: 'I-download ang App',
    CN: '下载应用',
    ESP: 'Descargar app',
    RUS: 'Скачать приложение',
    VI: 'Tải ứng dụng',
    MS: 'Muat Turun Aplikasi',
    NE: 'एप डाउनलोड',
    CT: '下載應用',
    BN: 'অ্যাপ ডাউনলোড',
  },
  welcome: {
    EN: 'Welcome Bonus',
    PHP: 'Welcome Bonus',
    CN: '欢迎奖金',
    ESP: 'Bono de bienvenida',
    RUS: 'Приветственный бонус',
    VI: 'Thưởng chào mừng',
    MS: 'Bonus Alu-aluan',
    NE: 'स्वागत बोनस',
    CT: '歡迎獎金',
    BN: 'স্বাগত বোনাস',
  },
} as const satisfies Record<string, Record<LanguageCode, string>>;

export type Term = keyof typeof TERMS;

export function term(key: Term, language: LanguageCode): string {
  return TERMS[key][language];
}
