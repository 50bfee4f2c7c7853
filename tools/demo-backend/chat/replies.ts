/** §9 prompt reply languages. */
export const CHAT_LANGUAGES = ['en', 'cn', 'esp', 'rus', 'vi', 'ms', 'ne', 'ct'] as const;
export type ChatLanguage = (typeof CHAT_LANGUAGES)[number];

/** Accepts the codes clients send (en, zh, EN, CN, zh-TW, es…) and maps them onto the reply languages. */
export function chatLanguage(raw: string): ChatLanguage | null {
  const code = raw.trim().toLowerCase().replace('_', '-');
  const aliases: Record<string, ChatLanguage> = {
    en: 'en',
    'en-us': 'en',
    'en-gb': 'en',
    cn: 'cn',
    zh: 'cn',
    'zh-cn': 'cn',
    'zh-hans': 'cn',
    ct: 'ct',
    'zh-tw': 'ct',
    'zh-hant': 'ct',
    'zh-hk': 'ct',
    esp: 'esp',
    es: 'esp',
    rus: 'rus',
    ru: 'rus',
    vi: 'vi',
    ms: 'ms',
    my: 'ms',
    ne: 'ne',
  };
  return aliases[code] ?? null;
}

type Texts = Record<ChatLanguage, string>;

export const TEXT = {
  loginRequired: {
    en: 'Please login to continue.',
    cn: '请登录后继续。',
    esp: 'Inicie sesión para continuar.',
    rus: 'Пожалуйста, войдите, чтобы продолжить.',
    vi: 'Vui lòng đăng nhập để tiếp tục.',
    ms: 'Sila log masuk untuk meneruskan.',
    ne: 'जारी राख्न कृपया लगइन गर्नुहोस्।',
    ct: '請登入後繼續。',
  },
  unsupported: { en: 'Sorry, your language is not supported.' } as Partial<Texts> & { en: string },
  fallback: {
    en: "I'm not sure I understood. Here are some topics I can help with:",
    cn: '抱歉，我不太明白。以下是我可以帮助的话题：',
    esp: 'No estoy seguro de haber entendido. Estos son algunos temas en los que puedo ayudar:',
    rus: 'Не уверен, что понял. Вот темы, с которыми я могу помочь:',
    vi: 'Tôi chưa hiểu rõ. Đây là một số chủ đề tôi có thể hỗ trợ:',
    ms: 'Saya kurang faham. Berikut ialah topik yang boleh saya bantu:',
    ne: 'मैले बुझिनँ। म यी विषयमा सहयोग गर्न सक्छु:',
    ct: '抱歉，我不太明白。以下是我可以幫助的話題：',
  },
  balance: {
    en: 'Your game balance is **{balance}** and your token balance is **{tokens}**.',
    cn: '您的游戏余额为 **{balance}**，代币余额为 **{tokens}**。',
    esp: 'Su saldo de juego es **{balance}** y su saldo de fichas es **{tokens}**.',
    rus: 'Ваш игровой баланс **{balance}**, баланс жетонов **{tokens}**.',
    vi: 'Số dư trò chơi của bạn là **{balance}** và số dư token là **{tokens}**.',
    ms: 'Baki permainan anda ialah **{balance}** dan baki token **{tokens}**.',
    ne: 'तपाईंको खेल ब्यालेन्स **{balance}** र टोकन ब्यालेन्स **{tokens}** छ।',
    ct: '您的遊戲餘額為 **{balance}**，代幣餘額為 **{tokens}**。',
  },
  inbox: {
    en: 'You have **{count}** unread message(s) in your inbox.',
    cn: '您的收件箱有 **{count}** 条未读消息。',
    esp: 'Tiene **{count}** mensaje(s) sin leer.',
    rus: 'У вас **{count}** непрочитанных сообщений.',
    vi: 'Bạn có **{count}** tin nhắn chưa đọc.',
    ms: 'Anda mempunyai **{count}** mesej belum dibaca.',
    ne: 'तपाईंको इनबक्समा **{count}** नपढिएका सन्देश छन्।',
    ct: '您的收件匣有 **{count}** 則未讀訊息。',
  },
  timeout: {
    en: 'Sorry, that took too long. Please try again.',
    cn: '抱歉，处理超时，请重试。',
    esp: 'Lo siento, tardó demasiado. Inténtelo de nuevo.',
    rus: 'Извините, это заняло слишком много времени. Попробуйте ещё раз.',
    vi: 'Xin lỗi, xử lý quá lâu. Vui lòng thử lại.',
    ms: 'Maaf, ia mengambil masa terlalu lama. Sila cuba lagi.',
    ne: 'माफ गर्नुहोस्, धेरै समय लाग्यो। फेरि प्रयास गर्नुहोस्।',
    ct: '抱歉，處理逾時，請重試。',
  },
  image: {
    en: 'I received your image ({size} KB). A support agent will review it if needed.',
    cn: '已收到您的图片（{size} KB）。',
    esp: 'He recibido su imagen ({size} KB).',
    rus: 'Изображение получено ({size} КБ).',
    vi: 'Đã nhận hình ảnh của bạn ({size} KB).',
    ms: 'Imej anda telah diterima ({size} KB).',
    ne: 'तपाईंको तस्बिर प्राप्त भयो ({size} KB)।',
    ct: '已收到您的圖片（{size} KB）。',
  },
  unknownOperation: {
    en: 'Sorry, I cannot do that yet.',
    cn: '抱歉，我暂时无法完成该操作。',
    esp: 'Lo siento, todavía no puedo hacerlo.',
    rus: 'Извините, пока я не умею этого.',
    vi: 'Xin lỗi, tôi chưa thể làm điều đó.',
    ms: 'Maaf, saya belum boleh melakukannya.',
    ne: 'माफ गर्नुहोस्, म अहिले त्यो गर्न सक्दिनँ।',
    ct: '抱歉，我暫時無法完成該操作。',
  },
} satisfies Record<string, Partial<Texts> & { en: string }>;

export const ACTIONS = {
  balance: {
    en: 'Check balance',
    cn: '查询余额',
    esp: 'Ver saldo',
    rus: 'Проверить баланс',
    vi: 'Kiểm tra số dư',
    ms: 'Semak baki',
    ne: 'ब्यालेन्स हेर्नुहोस्',
    ct: '查詢餘額',
  },
  inbox: {
    en: 'Check inbox',
    cn: '查看收件箱',
    esp: 'Ver bandeja',
    rus: 'Входящие',
    vi: 'Xem hộp thư',
    ms: 'Semak peti masuk',
    ne: 'इनबक्स हेर्नुहोस्',
    ct: '查看收件匣',
  },
  login: { en: 'Login', cn: '登录', esp: 'Iniciar sesión', rus: 'Войти', vi: 'Đăng nhập', ms: 'Log masuk', ne: 'लगइन', ct: '登入' },
} satisfies Record<string, Texts>;

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
