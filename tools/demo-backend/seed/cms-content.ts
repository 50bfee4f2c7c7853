import { FAQS, type FaqLanguage, faqLanguage } from './faq-content.ts';
import type { LanguageCode } from './languages.ts';

export const CMS_SECTIONS = ['about_us', 'privacy_policy', 'responsible_gaming', 'banking', 'faqs'] as const;
export type CmsSection = (typeof CMS_SECTIONS)[number];
type BodySection = Exclude<CmsSection, 'faqs'>;

const EN: Record<BodySection, string[]> = {
  about_us: [
    '<h2>About {site}</h2>',
    '<p>{site} is an online entertainment destination offering thousands of slot games, live casino tables, sports betting, fishing and arcade games from the industry’s leading providers.</p>',
    '<p>Our platform is built for players who expect fast deposits, quick withdrawals and fair play. Every game we offer is certified by independent testing laboratories, and every transaction is protected by bank-grade encryption.</p>',
    '<p>Our support team is available <strong>24 hours a day, 7 days a week</strong> through live chat and e-mail. Whatever your question, we are here to help.</p>',
  ],
  privacy_policy: [
    '<h2>Privacy Policy</h2>',
    '<p>{site} respects your privacy. We collect only the information needed to operate your account: your username, contact details, transaction history and the device information required for security.</p>',
    '<p>We never sell your personal data. We share it only with payment processors and game providers when it is necessary to process a deposit, a withdrawal or a game round, and with authorities when the law requires it.</p>',
    '<p>You may ask for a copy of your data or for its deletion at any time by contacting customer support.</p>',
  ],
  responsible_gaming: [
    '<h2>Responsible Gaming</h2>',
    '<p>Gaming should be entertainment, never a way to make money. Set yourself a budget before you play and stop when you reach it.</p>',
    '<ul><li>Set daily, weekly or monthly deposit limits.</li><li>Take a break with a cooling-off period from 24 hours to 6 weeks.</li><li>Self-exclude for 6 months or longer.</li></ul>',
    '<p>Players must be 18 years or older. If you feel that gaming is no longer fun, contact our support team or a local help organisation.</p>',
  ],
  banking: [
    '<h2>Banking</h2>',
    '<p>We accept local bank transfers, e-wallets and prepaid vouchers. Minimum deposit is 100 and minimum withdrawal is 200 in your account currency.</p>',
    '<table><thead><tr><th>Method</th><th>Deposit time</th><th>Withdrawal time</th></tr></thead><tbody><tr><td>Bank transfer</td><td>5–15 minutes</td><td>1–24 hours</td></tr><tr><td>E-wallet</td><td>Instant</td><td>15 minutes</td></tr></tbody></table>',
    '<p>Withdrawals are paid only to an account in the registered player’s own name.</p>',
  ],
};

/** Two paragraphs per section and language: enough for layouts and sanitiser tests to see real local text. */
const LOCAL: Record<Exclude<LanguageCode, 'EN'>, Record<BodySection, [string, string]>> = {
  PHP: {
    about_us: [
      'Ang {site} ay isang online na libangan na may libu-libong slot, live casino at pagtaya sa palakasan.',
      'Ang aming support team ay handang tumulong 24 oras, 7 araw sa isang linggo.',
    ],
    privacy_policy: [
      'Iginagalang ng {site} ang iyong privacy at kinokolekta lamang ang impormasyong kailangan para sa iyong account.',
      'Hindi namin ibinebenta ang iyong personal na datos.',
    ],
    responsible_gaming: [
      'Ang paglalaro ay dapat libangan lamang. Magtakda ng budget bago maglaro.',
      'Maaari kang magtakda ng limitasyon sa deposito o magpahinga anumang oras.',
    ],
    banking: [
      'Tumatanggap kami ng bank transfer at e-wallet. Ang minimum na deposito ay 100.',
      'Ang withdrawal ay ibinibigay lamang sa account na nakapangalan sa iyo.',
    ],
  },
  CN: {
    about_us: ['{site}是一个在线娱乐平台，提供数千款老虎机、真人娱乐和体育投注。', '我们的客服团队全天候为您服务，每周7天，每天24小时。'],
    privacy_policy: ['{site}尊重您的隐私，只收集运营账户所需的信息。', '我们绝不出售您的个人数据。'],
    responsible_gaming: ['游戏应当是娱乐，而不是赚钱的方式。请在游戏前设定预算。', '您可以随时设置存款限额或申请冷静期。'],
    banking: ['我们接受银行转账和电子钱包。最低存款为100。', '提款只会支付到注册玩家本人名下的账户。'],
  },
  ESP: {
    about_us: [
      '{site} es un destino de entretenimiento en línea con miles de tragamonedas, casino en vivo y apuestas deportivas.',
      'Nuestro equipo de soporte está disponible las 24 horas, los 7 días de la semana.',
    ],
    privacy_policy: ['{site} respeta su privacidad y solo recopila la información necesaria para su cuenta.', 'Nunca vendemos sus datos personales.'],
    responsible_gaming: [
      'El juego debe ser entretenimiento. Fije un presupuesto antes de jugar.',
      'Puede establecer límites de depósito o tomarse un descanso en cualquier momento.',
    ],
    banking: [
      'Aceptamos transferencias bancarias y billeteras electrónicas. El depósito mínimo es 100.',
      'Los retiros solo se pagan a una cuenta a nombre del jugador registrado.',
    ],
  },
  RUS: {
    about_us: [
      '{site} — онлайн-платформа развлечений с тысячами слотов, живым казино и ставками на спорт.',
      'Служба поддержки работает круглосуточно, 7 дней в неделю.',
    ],
    privacy_policy: ['{site} уважает вашу конфиденциальность и собирает только необходимые данные.', 'Мы никогда не продаём ваши персональные данные.'],
    responsible_gaming: [
      'Игра должна быть развлечением. Установите бюджет перед игрой.',
      'Вы можете установить лимиты депозита или взять перерыв в любое время.',
    ],
    banking: [
      'Мы принимаем банковские переводы и электронные кошельки. Минимальный депозит — 100.',
      'Выплаты производятся только на счёт, оформленный на имя игрока.',
    ],
  },
  VI: {
    about_us: ['{site} là điểm đến giải trí trực tuyến với hàng nghìn trò slot, sòng bài trực tiếp và cá cược thể thao.', 'Đội ngũ hỗ trợ luôn sẵn sàng 24/7.'],
    privacy_policy: [
      '{site} tôn trọng quyền riêng tư và chỉ thu thập thông tin cần thiết cho tài khoản của bạn.',
      'Chúng tôi không bao giờ bán dữ liệu cá nhân của bạn.',
    ],
    responsible_gaming: ['Trò chơi nên là giải trí. Hãy đặt ngân sách trước khi chơi.', 'Bạn có thể đặt giới hạn nạp tiền hoặc tạm nghỉ bất cứ lúc nào.'],
    banking: ['Chúng tôi chấp nhận chuyển khoản ngân hàng và ví điện tử. Nạp tối thiểu là 100.', 'Tiền rút chỉ được chuyển vào tài khoản đứng tên người chơi.'],
  },
  MS: {
    about_us: [
      '{site} ialah destinasi hiburan dalam talian dengan ribuan slot, kasino langsung dan pertaruhan sukan.',
      'Pasukan sokongan kami sedia membantu 24 jam sehari, 7 hari seminggu.',
    ],
    privacy_policy: ['{site} menghormati privasi anda dan hanya mengumpul maklumat yang diperlukan.', 'Kami tidak pernah menjual data peribadi anda.'],
    responsible_gaming: [
      'Permainan sepatutnya hiburan. Tetapkan bajet sebelum bermain.',
      'Anda boleh menetapkan had deposit atau berehat pada bila-bila masa.',
    ],
    banking: ['Kami menerima pindahan bank dan e-dompet. Deposit minimum ialah 100.', 'Pengeluaran hanya dibayar ke akaun atas nama pemain berdaftar.'],
  },
  NE: {
    about_us: ['{site} हजारौं स्लट, लाइभ क्यासिनो र खेलकुद बाजी भएको अनलाइन मनोरञ्जन गन्तव्य हो।', 'हाम्रो सहयोग टोली दिनको २४ घण्टा, हप्ताको ७ दिन उपलब्ध छ।'],
    privacy_policy: ['{site} तपाईंको गोपनीयताको सम्मान गर्छ र आवश्यक जानकारी मात्र संकलन गर्छ।', 'हामी तपाईंको व्यक्तिगत डाटा कहिल्यै बेच्दैनौं।'],
    responsible_gaming: ['खेल मनोरञ्जन हुनुपर्छ। खेल्नुअघि बजेट तय गर्नुहोस्।', 'तपाईं जुनसुकै बेला जम्मा सीमा तोक्न वा विश्राम लिन सक्नुहुन्छ।'],
    banking: ['हामी बैंक ट्रान्सफर र ई-वालेट स्वीकार गर्छौं। न्यूनतम जम्मा १०० हो।', 'रकम दर्ता भएका खेलाडीकै नाममा रहेको खातामा मात्र पठाइन्छ।'],
  },
  CT: {
    about_us: ['{site}是一個線上娛樂平台，提供數千款老虎機、真人娛樂和體育投注。', '我們的客服團隊全天候為您服務。'],
    privacy_policy: ['{site}尊重您的隱私，只收集營運帳戶所需的資訊。', '我們絕不出售您的個人資料。'],
    responsible_gaming: ['遊戲應當是娛樂，而不是賺錢的方式。請在遊戲前設定預算。', '您可以隨時設定存款限額或申請冷靜期。'],
    banking: ['我們接受銀行轉帳和電子錢包。最低存款為100。', '提款只會支付到註冊玩家本人名下的帳戶。'],
  },
  BN: {
    about_us: ['{site} হাজারো স্লট, লাইভ ক্যাসিনো ও খেলার বাজি সহ একটি অনলাইন বিনোদন গন্তব্য।', 'আমাদের সহায়তা দল সপ্তাহে ৭ দিন, দিনে ২৪ ঘণ্টা প্রস্তুত।'],
    privacy_policy: ['{site} আপনার গোপনীয়তাকে সম্মান করে এবং শুধু প্রয়োজনীয় তথ্য সংগ্রহ করে।', 'আমরা কখনো আপনার ব্যক্তিগত তথ্য বিক্রি করি না।'],
    responsible_gaming: ['খেলা বিনোদন হওয়া উচিত। খেলার আগে বাজেট ঠিক করুন।', 'আপনি যেকোনো সময় জমার সীমা নির্ধারণ বা বিরতি নিতে পারেন।'],
    banking: ['আমরা ব্যাংক ট্রান্সফার ও ই-ওয়ালেট গ্রহণ করি। ন্যূনতম জমা ১০০।', 'উত্তোলন শুধুমাত্র নিবন্ধিত খেলোয়াড়ের নিজের নামের অ্যাকাউন্টে দেওয়া হয়।'],
  },
};

/** Payloads a sanitiser must neutralise; seeded only on the XSS site (documented in docs/demo-backend.md). */
export const XSS_PAYLOADS = [
  '<script>window.__xss = "script";</script>',
  '<img src="x" onerror="window.__xss = \'onerror\'">',
  '<a href="javascript:window.__xss = \'link\'">Click for a prize</a>',
].join('\n');

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function faqHtml(language: FaqLanguage, site: string): string {
  return FAQS.map((faq) => {
    const [question, answer] = faq.text[language];
    const plain = answer.replace(/\*\*/g, '');
    return `<h3>${escapeHtml(question)}</h3>\n<p>${escapeHtml(plain.replaceAll('{site}', site))}</p>`;
  }).join('\n');
}

export function cmsBody(section: CmsSection, language: LanguageCode, site: string, withXss: boolean): string {
  if (section === 'faqs') return faqHtml(faqLanguage(language), site);
  const paragraphs = language === 'EN' ? EN[section] : LOCAL[language][section].map((p) => `<p>${p}</p>`);
  const body = paragraphs.join('\n').replaceAll('{site}', escapeHtml(site));
  return withXss && section === 'about_us' ? `${body}\n${XSS_PAYLOADS}` : body;
}
