import type { LanguageCode } from './languages.ts';

/** Page names the seed's TERMS do not hold (SEO item names, game menu titles), in every language. */
export const PAGE_NAMES = {
  'account': { EN: 'My account', PHP: 'Aking account', CN: '我的账户', ESP: 'Mi cuenta', RUS: 'Мой аккаунт', VI: 'Tài khoản của tôi', MS: 'Akaun saya', NE: 'मेरो खाता', CT: '我的帳戶', BN: 'আমার অ্যাকাউন্ট' },
  'arcade': { EN: 'Arcade', PHP: 'Arcade', CN: '街机', ESP: 'Arcade', RUS: 'Аркады', VI: 'Arcade', MS: 'Arked', NE: 'आर्केड', CT: '街機', BN: 'আর্কেড' },
  'banking': { EN: 'Banking', PHP: 'Pagbabangko', CN: '存取款说明', ESP: 'Métodos de pago', RUS: 'Платежи', VI: 'Thanh toán', MS: 'Perbankan', NE: 'भुक्तानी विधिहरू', CT: '存提款說明', BN: 'ব্যাংকিং' },
  'bingo': { EN: 'Bingo', PHP: 'Bingo', CN: '宾果', ESP: 'Bingo', RUS: 'Бинго', VI: 'Bingo', MS: 'Bingo', NE: 'बिङ्गो', CT: '賓果', BN: 'বিঙ্গো' },
  'crash': { EN: 'Crash', PHP: 'Crash', CN: '爆点游戏', ESP: 'Crash', RUS: 'Краш-игры', VI: 'Crash', MS: 'Crash', NE: 'क्र्यास', CT: '爆點遊戲', BN: 'ক্র্যাশ' },
  'deposit': { EN: 'Deposit', PHP: 'Deposito', CN: '存款', ESP: 'Depósito', RUS: 'Депозит', VI: 'Nạp tiền', MS: 'Deposit', NE: 'डिपोजिट', CT: '存款', BN: 'ডিপোজিট' },
  'freeplay': { EN: 'Free play', PHP: 'Libreng laro', CN: '免费试玩', ESP: 'Juegos gratis', RUS: 'Бесплатная игра', VI: 'Chơi miễn phí', MS: 'Main percuma', NE: 'निःशुल्क खेल', CT: '免費試玩', BN: 'ফ্রি গেম' },
  'hash-game': { EN: 'Hash games', PHP: 'Mga hash game', CN: '哈希游戏', ESP: 'Juegos hash', RUS: 'Хеш-игры', VI: 'Game hash', MS: 'Permainan hash', NE: 'ह्यास गेम', CT: '哈希遊戲', BN: 'হ্যাশ গেম' },
  'horse-racing': { EN: 'Horse racing', PHP: 'Karera ng kabayo', CN: '赛马', ESP: 'Carreras de caballos', RUS: 'Скачки', VI: 'Đua ngựa', MS: 'Lumba kuda', NE: 'घोडदौड', CT: '賽馬', BN: 'ঘোড়দৌড়' },
  'inbox': { EN: 'Inbox', PHP: 'Inbox', CN: '站内信', ESP: 'Buzón', RUS: 'Входящие', VI: 'Hộp thư', MS: 'Peti masuk', NE: 'इनबक्स', CT: '站內信', BN: 'ইনবক্স' },
  'leaderboard': { EN: 'Leaderboard', PHP: 'Talaan ng nangunguna', CN: '排行榜', ESP: 'Clasificación', RUS: 'Таблица лидеров', VI: 'Bảng xếp hạng', MS: 'Papan pendahulu', NE: 'लिडरबोर्ड', CT: '排行榜', BN: 'লিডারবোর্ড' },
  'login': { EN: 'Log in', PHP: 'Mag-log in', CN: '登录', ESP: 'Iniciar sesión', RUS: 'Вход', VI: 'Đăng nhập', MS: 'Log masuk', NE: 'लग इन', CT: '登入', BN: 'লগ ইন' },
  'minigame': { EN: 'Minigame rewards', PHP: 'Mga gantimpala sa minigame', CN: '小游戏奖励', ESP: 'Recompensas del minijuego', RUS: 'Награды мини-игры', VI: 'Thưởng minigame', MS: 'Ganjaran minigame', NE: 'मिनिगेम पुरस्कार', CT: '小遊戲獎勵', BN: 'মিনিগেম রিওয়ার্ড' },
  'mission': { EN: 'Missions', PHP: 'Mga misyon', CN: '任务', ESP: 'Misiones', RUS: 'Задания', VI: 'Nhiệm vụ', MS: 'Misi', NE: 'मिसनहरू', CT: '任務', BN: 'মিশন' },
  'news': { EN: 'News', PHP: 'Balita', CN: '最新消息', ESP: 'Noticias', RUS: 'Новости', VI: 'Tin tức', MS: 'Berita', NE: 'समाचार', CT: '最新消息', BN: 'খবর' },
  'privacy-policy': { EN: 'Privacy policy', PHP: 'Patakaran sa privacy', CN: '隐私政策', ESP: 'Política de privacidad', RUS: 'Политика конфиденциальности', VI: 'Chính sách bảo mật', MS: 'Dasar privasi', NE: 'गोपनीयता नीति', CT: '隱私權政策', BN: 'গোপনীয়তা নীতি' },
  'referral': { EN: 'Refer a friend', PHP: 'Mag-refer ng kaibigan', CN: '推荐好友', ESP: 'Invita a un amigo', RUS: 'Пригласить друга', VI: 'Giới thiệu bạn bè', MS: 'Rujuk rakan', NE: 'साथीलाई रेफर गर्नुहोस्', CT: '推薦好友', BN: 'বন্ধুকে রেফার করুন' },
  'register': { EN: 'Create an account', PHP: 'Gumawa ng account', CN: '注册账号', ESP: 'Crear una cuenta', RUS: 'Регистрация', VI: 'Tạo tài khoản', MS: 'Daftar akaun', NE: 'खाता बनाउनुहोस्', CT: '註冊帳號', BN: 'অ্যাকাউন্ট তৈরি করুন' },
  'responsible-gaming': { EN: 'Responsible gaming', PHP: 'Responsableng paglalaro', CN: '理性博彩', ESP: 'Juego responsable', RUS: 'Ответственная игра', VI: 'Chơi có trách nhiệm', MS: 'Permainan bertanggungjawab', NE: 'जिम्मेवार गेमिङ', CT: '負責任博彩', BN: 'দায়িত্বশীল গেমিং' },
  'sabong': { EN: 'Sabong', PHP: 'Sabong', CN: '斗鸡', ESP: 'Sabong', RUS: 'Сабонг', VI: 'Đá gà', MS: 'Sabung ayam', NE: 'सबोङ', CT: '鬥雞', BN: 'মোরগ লড়াই' },
  'spin': { EN: 'Lucky spin', PHP: 'Masuwerteng ikot', CN: '幸运转盘', ESP: 'Giro de la suerte', RUS: 'Колесо удачи', VI: 'Vòng quay may mắn', MS: 'Putaran bertuah', NE: 'लकी स्पिन', CT: '幸運轉盤', BN: 'লাকি স্পিন' },
  'term-condition': { EN: 'Terms and conditions', PHP: 'Mga tuntunin at kundisyon', CN: '条款与条件', ESP: 'Términos y condiciones', RUS: 'Правила и условия', VI: 'Điều khoản và điều kiện', MS: 'Terma dan syarat', NE: 'नियम तथा सर्तहरू', CT: '條款與細則', BN: 'শর্তাবলি' },
  'withdrawal': { EN: 'Withdrawal', PHP: 'Pag-withdraw', CN: '取款', ESP: 'Retiro', RUS: 'Вывод средств', VI: 'Rút tiền', MS: 'Pengeluaran', NE: 'निकासी', CT: '提款', BN: 'উইথড্র' },
} as const satisfies Record<string, Record<LanguageCode, string>>;

export type PageNameKey = keyof typeof PAGE_NAMES;

export function isPageNameKey(key: string): key is PageNameKey {
  return Object.hasOwn(PAGE_NAMES, key);
}
